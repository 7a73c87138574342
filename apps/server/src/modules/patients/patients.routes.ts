import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patientErrorCodes } from '@tabib/contracts/errors';
import {
  medicalProfileResponseSchema,
  medicalProfileSchema,
  patientDetailsResponseSchema,
} from '@tabib/contracts/medical-profile';
import {
  accessLogQuerySchema,
  familyMembersResponseSchema,
  accessLogResponseSchema,
  patientChangeOfStateBodySchema,
  patientListQuerySchema,
  patientListResponseSchema,
  patientLookupQuerySchema,
  patientLookupResponseSchema,
  patientParamsSchema,
  patientPaths,
  patientRecordPaths,
  patientResponseSchema,
  patientScopeQuerySchema,
  successResponseSchema,
  visitHistoryQuerySchema,
  visitHistoryResponseSchema,
} from '@tabib/contracts/patients';
import { createPatientBodySchema, patientFormSchema } from '@tabib/contracts/patient-input';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** The roles table and the practice scope (recordAccess.scopeFor), then the practice's patient (recordAccess.patientOf). */
const patientRefusals = ['DoctorNotAuthorizedAction', 'notFound'] as const;
/** What refusePatientForm and the record service answer to a patient form. */
const formRefusals = [
  'requiredFields',
  'invalidPhoneNumber',
  'invalidEmail',
  'InvalidDateFormat',
  'PatientWithPhoneNumberExist',
] as const;

/** The patient form answers the spec's codes (requiredFields, invalidPhoneNumber...) rather than a generic validationFailed. */
function refusePatientForm(request: FastifyRequest) {
  const error = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
  if (!error) return;
  const codes: readonly string[] = patientErrorCodes;
  const code = error.validation?.map((issue) => issue.message).find((message) => message && codes.includes(message));
  if (code) throw new AppError(400, code as (typeof patientErrorCodes)[number]);
  throw error;
}

export const patientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { patients, patientRecords, recordAccess, subscriptionGate } = app.services;
  tagRoutes(app, 'patients');

  app.get(
    patientPaths.lookup,
    {
      schema: {
        operationId: 'lookUpPatients',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: patientLookupQuerySchema,
        response: { 200: patientLookupResponseSchema },
      },
    },
    async (request) => {
      const { doctor } = await recordAccess.scopeFor(actorOf(request).user, 'patients.read', request.query.cqDoctor);
      return { success: true as const, patients: await patients.lookup(doctor.id, request.query.query) };
    },
  );

  for (const [path, frozen, operationId] of [
    [patientRecordPaths.list, false, 'listPatients'],
    [patientRecordPaths.frozenList, true, 'listFrozenPatients'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          operationId,
          errors: ['DoctorNotAuthorizedAction'],
          querystring: patientListQuerySchema,
          response: { 200: patientListResponseSchema },
        },
      },
      async (request) => {
        const { cqDoctor, ...query } = request.query;
        const scope = await recordAccess.scopeFor(actorOf(request).user, 'patients.read', cqDoctor);
        return { success: true as const, ...(await patientRecords.list(scope, query, frozen)) };
      },
    );
  }

  app.post(
    patientRecordPaths.create,
    {
      config: { idempotent: true },
      attachValidation: true,
      schema: {
        description:
          'Body designed here (spec: not shown): the patient form of spec 2 section 5; patient_ui_id makes a replay answer the same patient.',
        operationId: 'createPatient',
        errors: ['DoctorNotAuthorizedAction', 'subscriptionRestrictedAction', ...formRefusals],
        querystring: patientScopeQuerySchema,
        body: createPatientBodySchema,
        response: { 201: patientResponseSchema },
      },
    },
    async (request, reply) => {
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'patients.write', request.query?.cqDoctor);
      refusePatientForm(request);
      await subscriptionGate.refuseWhenRestricted(scope.doctor.id);
      const patient = await patientRecords.create(scope, request.body);
      return reply.status(201).send({ success: true as const, patient });
    },
  );

  app.get(
    patientRecordPaths.one,
    {
      schema: {
        description:
          'Path designed here (spec: not shown). medicalProfile is null for those the roles table keeps from medical records.',
        operationId: 'getPatient',
        errors: patientRefusals,
        params: patientParamsSchema,
        querystring: patientScopeQuerySchema,
        response: { 200: patientDetailsResponseSchema },
      },
    },
    async (request) => {
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'patients.read', request.query.cqDoctor);
      return { success: true as const, ...(await patientRecords.details(scope, request.params.patientId)) };
    },
  );

  app.put(
    patientRecordPaths.one,
    {
      attachValidation: true,
      schema: {
        description:
          'Body designed here (spec: not shown): the same form as create. Registered (non-guest) patients are read-only.',
        operationId: 'updatePatient',
        errors: [...patientRefusals, ...formRefusals],
        params: patientParamsSchema,
        querystring: patientScopeQuerySchema,
        body: patientFormSchema,
        response: { 200: patientResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request) => {
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'patients.write', request.query?.cqDoctor);
      refusePatientForm(request);
      return { success: true as const, patient: await patientRecords.update(scope, request.params.patientId, request.body) };
    },
  );

  app.put(
    patientRecordPaths.remove,
    {
      schema: {
        operationId: 'deletePatient',
        errors: patientRefusals,
        params: patientParamsSchema,
        querystring: patientScopeQuerySchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'patients.admin', request.query.cqDoctor);
      await patientRecords.remove(scope, request.params.patientId);
      return { success: true as const };
    },
  );

  app.put(
    patientRecordPaths.changeOfState,
    {
      schema: {
        description: 'action froze (block) or unfroze; no other field (spec: not shown).',
        operationId: 'setPatientFrozen',
        errors: patientRefusals,
        params: patientParamsSchema,
        querystring: patientScopeQuerySchema,
        body: patientChangeOfStateBodySchema,
        response: { 200: patientResponseSchema },
      },
    },
    async (request) => {
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'patients.admin', request.query.cqDoctor);
      return {
        success: true as const,
        patient: await patientRecords.changeState(scope, request.params.patientId, request.body.action),
      };
    },
  );

  app.get(
    patientRecordPaths.history,
    {
      schema: {
        description: 'Visit history, 5 per page, newest first (path designed here; spec: not shown).',
        operationId: 'listPatientVisits',
        errors: patientRefusals,
        params: patientParamsSchema,
        querystring: visitHistoryQuerySchema,
        response: { 200: visitHistoryResponseSchema },
      },
    },
    async (request) => {
      const { cqDoctor, page, limit } = request.query;
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'records.medical', cqDoctor);
      return { success: true as const, ...(await patientRecords.history(scope, request.params.patientId, page, limit)) };
    },
  );

  app.get(
    patientRecordPaths.familyMembers,
    {
      schema: {
        description:
          "Designed here (issue 22): the family members the patient booked for (spec 1 section 3, Appointment familyMember), by first name, for the booking form's pick. 404 notFound for another practice's patient.",
        operationId: 'listPatientFamilyMembers',
        errors: patientRefusals,
        params: patientParamsSchema,
        querystring: patientScopeQuerySchema,
        response: { 200: familyMembersResponseSchema },
      },
    },
    async (request) => {
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'patients.read', request.query.cqDoctor);
      return { success: true as const, familyMembers: await patientRecords.familyMembers(scope, request.params.patientId) };
    },
  );

  app.put(
    patientRecordPaths.medicalProfile,
    {
      schema: {
        description: 'Designed here (spec: no call named): replaces the medical profile.',
        operationId: 'replaceMedicalProfile',
        errors: patientRefusals,
        params: patientParamsSchema,
        querystring: patientScopeQuerySchema,
        body: medicalProfileSchema,
        response: { 200: medicalProfileResponseSchema },
      },
    },
    async (request) => {
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'records.medical', request.query.cqDoctor);
      return {
        success: true as const,
        medicalProfile: await patientRecords.updateMedicalProfile(scope, request.params.patientId, request.body),
      };
    },
  );

  app.get(
    patientRecordPaths.accessLog,
    {
      schema: {
        description: 'Designed here: who read or changed this record, newest first.',
        operationId: 'listPatientAccessLog',
        errors: patientRefusals,
        params: patientParamsSchema,
        querystring: accessLogQuerySchema,
        response: { 200: accessLogResponseSchema },
      },
    },
    async (request) => {
      const { cqDoctor, page, limit } = request.query;
      const scope = await recordAccess.scopeFor(actorOf(request).user, 'records.medical', cqDoctor);
      return { success: true as const, ...(await patientRecords.accessLog(scope, request.params.patientId, page, limit)) };
    },
  );
};
