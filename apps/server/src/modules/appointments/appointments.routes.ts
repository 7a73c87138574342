import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentMutationResponseSchema,
  appointmentPaths,
  appointmentResponseSchema,
  appointmentsCountQuerySchema,
  appointmentsCountResponseSchema,
  appointmentsResponseSchema,
  clinicDoctorQuerySchema,
  createAppointmentResponseSchema,
  retrieveAppointmentsQuerySchema,
  traceStackResponseSchema,
} from '@tabib/contracts/appointments';
import { sendJsonBytes } from '../../lib/json-answer';
import { actorOf } from '../../plugins/auth-context';

const idParams = z.object({ id: z.string() });
// Create and update bodies are checked by the service, which answers the spec's codes.
const anyObject = z.looseObject({});

export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appointments, appointmentsQuery } = app.services;

  app.get(
    appointmentPaths.list,
    { schema: { querystring: retrieveAppointmentsQuerySchema, response: { 200: appointmentsResponseSchema } } },
    // The week cache hands back the serialized answer: it is sent as is (gzipped when accepted).
    async (request, reply) => {
      const bytes = await appointmentsQuery.listSerialized(
        actorOf(request).user,
        request.query,
        (answer) => reply.serialize(answer) as string,
      );
      return sendJsonBytes(request, reply, bytes);
    },
  );

  app.get(
    appointmentPaths.count,
    { schema: { querystring: appointmentsCountQuerySchema, response: { 200: appointmentsCountResponseSchema } } },
    async (request) => appointmentsQuery.countToday(actorOf(request).user, request.query.cqDoctor),
  );

  app.post(
    appointmentPaths.create,
    { schema: { body: anyObject, response: { 201: createAppointmentResponseSchema } } },
    async (request, reply) => reply.status(201).send(await appointments.create(actorOf(request).user, request.body)),
  );

  app.get(
    '/doctors/appointments/:id',
    { schema: { params: idParams, querystring: clinicDoctorQuerySchema, response: { 200: appointmentResponseSchema } } },
    async (request) => appointmentsQuery.one(actorOf(request).user, request.params.id, request.query.clinic_doctor),
  );

  app.get(
    '/doctors/appointments/:id/trace-stack',
    { schema: { params: idParams, querystring: clinicDoctorQuerySchema, response: { 200: traceStackResponseSchema } } },
    async (request) => appointmentsQuery.trace(actorOf(request).user, request.params.id, request.query.clinic_doctor),
  );

  app.put(
    '/doctors/appointments/:id',
    { schema: { params: idParams, body: anyObject, response: { 200: appointmentMutationResponseSchema } } },
    async (request) => appointments.update(actorOf(request).user, request.params.id, request.body),
  );

  app.put(
    '/doctors/appointments/:id/status',
    { schema: { params: idParams, body: anyObject, response: { 200: appointmentMutationResponseSchema } } },
    async (request) => appointments.setStatus(actorOf(request).user, request.params.id, request.body),
  );

  app.put(
    '/doctors/appointments/:id/patient-arrived',
    { schema: { params: idParams, querystring: clinicDoctorQuerySchema, response: { 200: appointmentMutationResponseSchema } } },
    async (request) => appointments.markPatientArrived(actorOf(request).user, request.params.id, request.query.clinic_doctor),
  );
};
