import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentMutationResponseSchema,
  appointmentParamsSchema,
  appointmentPaths,
  appointmentResponseSchema,
  appointmentsCountQuerySchema,
  appointmentsCountResponseSchema,
  appointmentsResponseSchema,
  clinicDoctorQuerySchema,
  createAppointmentResponseSchema,
  retrieveAppointmentsQuerySchema,
  traceStackResponseSchema,
  updateStatusSchema,
} from '@tabib/contracts/appointments';
import { createAppointmentSchema, updateAppointmentSchema } from '@tabib/contracts/appointment-input';
import type { ErrorCode } from '@tabib/contracts/errors';
import { sendJsonBytes } from '../../lib/json-answer';
import { serviceCheckedBody } from '../../lib/service-checked-body';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** The booking rules a new time or type meets (appointments.service.ts, booking-rules.ts, schedule-rules.ts). */
const bookingRefusals: ErrorCode[] = [
  'DoctorNotAuthorizedAction',
  'DoctorTeleconsultationUnauthorizedAction',
  'requiredFields',
  'InvalidDateFormat',
  'InvalidDuration',
  'bookInPastNotAcceptable',
  'AppointmentExceedDayEndTime',
  'AppointmentDurationTooLong',
  'AppointmentOnDayOff',
  'AppointmentOutsideSchedule',
  'bookMoreThan4ForPatientForbiden',
  'slotAlreadyBooked',
];

export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appointments, appointmentsQuery } = app.services;
  tagRoutes(app, 'appointments');

  app.get(
    appointmentPaths.list,
    {
      schema: {
        operationId: 'listAppointments',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: retrieveAppointmentsQuerySchema,
        response: { 200: appointmentsResponseSchema },
      },
    },
    // The answer comes serialized (from the week cache or PostgreSQL): it is sent as is (gzipped when accepted).
    async (request, reply) =>
      sendJsonBytes(request, reply, await appointmentsQuery.listSerialized(actorOf(request).user, request.query)),
  );

  app.get(
    appointmentPaths.count,
    {
      schema: {
        operationId: 'countTodayAppointments',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: appointmentsCountQuerySchema,
        response: { 200: appointmentsCountResponseSchema },
      },
    },
    async (request) => appointmentsQuery.countToday(actorOf(request).user, request.query.cqDoctor),
  );

  app.post(
    appointmentPaths.create,
    {
      // The service checks the body after its policy and answers the first broken rule's code.
      attachValidation: true,
      schema: {
        operationId: 'createAppointment',
        errors: [
          ...bookingRefusals,
          'subscriptionRestrictedAction',
          'InvalidConsultationReason',
          'PatientRequiredFieldsMissing',
          'minorPatientNotAccepted',
          'PatientWithPhoneNumberExist',
          'notFound',
        ],
        body: createAppointmentSchema,
        response: { 201: createAppointmentResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send(await appointments.create(actorOf(request).user, serviceCheckedBody(request))),
  );

  app.get(
    '/doctors/appointments/:id',
    {
      schema: {
        operationId: 'getAppointment',
        errors: ['DoctorNotAuthorizedAction', 'notFound'],
        params: appointmentParamsSchema,
        querystring: clinicDoctorQuerySchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    async (request) => appointmentsQuery.one(actorOf(request).user, request.params.id, request.query.clinic_doctor),
  );

  app.get(
    '/doctors/appointments/:id/trace-stack',
    {
      schema: {
        operationId: 'getAppointmentHistory',
        errors: ['DoctorNotAuthorizedAction', 'notFound'],
        params: appointmentParamsSchema,
        querystring: clinicDoctorQuerySchema,
        response: { 200: traceStackResponseSchema },
      },
    },
    async (request) => appointmentsQuery.trace(actorOf(request).user, request.params.id, request.query.clinic_doctor),
  );

  app.put(
    '/doctors/appointments/:id',
    {
      attachValidation: true,
      schema: {
        operationId: 'updateAppointment',
        errors: [
          ...bookingRefusals,
          'AppointmentConsultationReasonNotAcceptable',
          'appointmentNotBooked',
          // the patient fields (spec 1 section 3)
          'PatientRequiredFieldsMissing',
          'minorPatientNotAccepted',
          'PatientWithPhoneNumberExist',
          'notFound',
        ],
        params: appointmentParamsSchema,
        body: updateAppointmentSchema,
        response: { 200: appointmentMutationResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request) => appointments.update(actorOf(request).user, request.params.id, serviceCheckedBody(request)),
  );

  app.put(
    '/doctors/appointments/:id/status',
    {
      attachValidation: true,
      schema: {
        operationId: 'setAppointmentStatus',
        errors: ['DoctorNotAuthorizedAction', 'appointmentNotBooked', 'notFound'],
        params: appointmentParamsSchema,
        body: updateStatusSchema,
        response: { 200: appointmentMutationResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request) => appointments.setStatus(actorOf(request).user, request.params.id, serviceCheckedBody(request)),
  );

  app.put(
    '/doctors/appointments/:id/patient-arrived',
    {
      schema: {
        operationId: 'markPatientArrived',
        errors: ['DoctorNotAuthorizedAction', 'appointmentNotBooked', 'notFound'],
        params: appointmentParamsSchema,
        querystring: clinicDoctorQuerySchema,
        response: { 200: appointmentMutationResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request) => appointments.markPatientArrived(actorOf(request).user, request.params.id, request.query.clinic_doctor),
  );
};
