import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patientParamsSchema, successResponseSchema } from '@tabib/contracts/patients';
import {
  actParamsSchema,
  actResponseSchema,
  addPaymentItemBodySchema,
  createActBodySchema,
  deleteActBodySchema,
  paymentPaths,
  updateActDescriptionBodySchema,
  updateActInformationBodySchema,
  updatePaymentItemBodySchema,
  walletQuerySchema,
  walletResponseSchema,
} from '@tabib/contracts/payments';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';
import type { AccessAction } from '../patients/record-access.service';
import type { ActTarget } from './payments.service';

/** The record-access gate (roles table, practice, the practice's patient) and the act of that patient. */
const actRefusals = ['DoctorNotAuthorizedAction', 'notFound'] as const;

/** Spec 2 section 7, payments (acts): every call goes through the record-access gate, area 'payments'. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, recordAccess } = app.services;
  tagRoutes(app, 'payments');

  async function targetOf(
    request: FastifyRequest,
    patientId: string,
    clinicDoctor: string | null | undefined,
    action: AccessAction,
  ): Promise<ActTarget> {
    const scope = await recordAccess.scopeFor(actorOf(request).user, 'records.payments', clinicDoctor);
    const patient = await recordAccess.patientOf(scope, patientId, { action, area: 'payments' });
    return { scope, patientId: patient.id, patientName: `${patient.firstName} ${patient.lastName}`.trim() };
  }

  app.get(
    paymentPaths.wallet,
    {
      schema: {
        operationId: 'getWallet',
        errors: actRefusals,
        params: patientParamsSchema,
        querystring: walletQuerySchema,
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => {
      const target = await targetOf(request, request.params.patientId, request.query.clinic_doctor, 'read');
      return { success: true as const, ...(await payments.wallet(target, request.query)) };
    },
  );

  app.put(
    paymentPaths.createAct,
    {
      schema: {
        operationId: 'createAct',
        errors: [...actRefusals, 'paidAmountMoreThanTotal'],
        params: patientParamsSchema,
        body: createActBodySchema,
        response: { 201: actResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const target = await targetOf(request, request.params.patientId, request.body.clinic_doctor, 'create');
      const act = await payments.createAct(target, request.body);
      return reply.status(201).send({ success: true as const, act });
    },
  );

  app.put(
    paymentPaths.updateActInformation,
    {
      schema: {
        operationId: 'updateAct',
        errors: [...actRefusals, 'paidAmountMoreThanTotal'],
        params: actParamsSchema,
        body: updateActInformationBodySchema,
        response: { 200: actResponseSchema },
      },
    },
    async (request) => {
      const target = await targetOf(request, request.params.patientId, request.body.clinic_doctor, 'update');
      return { success: true as const, act: await payments.updateActInformation(target, request.params.actId, request.body) };
    },
  );

  app.put(
    paymentPaths.updateActDescription,
    {
      schema: {
        operationId: 'updateActDescription',
        errors: actRefusals,
        params: actParamsSchema,
        body: updateActDescriptionBodySchema,
        response: { 200: actResponseSchema },
      },
    },
    async (request) => {
      const target = await targetOf(request, request.params.patientId, request.body.clinic_doctor, 'update');
      return { success: true as const, act: await payments.updateActDescription(target, request.params.actId, request.body) };
    },
  );

  app.put(
    paymentPaths.updatePaymentItem,
    {
      schema: {
        operationId: 'updatePayment',
        errors: [...actRefusals, 'paidAmountMoreThanTotal'],
        params: actParamsSchema,
        body: updatePaymentItemBodySchema,
        response: { 200: actResponseSchema },
      },
    },
    async (request) => {
      const target = await targetOf(request, request.params.patientId, request.body.clinic_doctor, 'update');
      return { success: true as const, act: await payments.updatePayment(target, request.params.actId, request.body) };
    },
  );

  app.put(
    paymentPaths.addPaymentItem,
    {
      schema: {
        operationId: 'addPayment',
        errors: [...actRefusals, 'paidAmountMoreThanTotal'],
        params: actParamsSchema,
        body: addPaymentItemBodySchema,
        response: { 200: actResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request) => {
      const target = await targetOf(request, request.params.patientId, request.body.clinic_doctor, 'update');
      return { success: true as const, act: await payments.addPayment(target, request.params.actId, request.body) };
    },
  );

  app.put(
    paymentPaths.deleteAct,
    {
      schema: {
        operationId: 'deleteAct',
        errors: actRefusals,
        params: actParamsSchema,
        body: deleteActBodySchema.optional(),
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      const target = await targetOf(request, request.params.patientId, request.body?.clinic_doctor, 'delete');
      await payments.deleteAct(target, request.params.actId);
      return { success: true as const };
    },
  );
};
