import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentParamsSchema, clinicDoctorQuerySchema } from '@tabib/contracts/appointments';
import { appointmentNoticesResponseSchema } from '@tabib/contracts/patient-notices';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';
import { presentNotice, presentPlannedReminder } from './notice-trace.presenter';
import { createNoticeTraceRepository } from './notice-trace.repository';

/**
 * The SMS trace of the appointment details (spec 1 section 3; the path is designed here, see
 * docs/decisions.md "SMS trace in the appointment details"). Whoever may open the appointment
 * reads its notices: the same practice scope as GET /doctors/appointments/{id}.
 */
export const noticeTraceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appointmentsQuery } = app.services;
  // A GET runs in no request transaction (only idempotent writes do, plugins/idempotency.ts): the plain database.
  const repository = createNoticeTraceRepository(app.db);
  tagRoutes(app, 'appointments');

  app.get(
    '/doctors/appointments/:id/notices',
    {
      schema: {
        description:
          "Designed here (spec: not shown): the notices sent, or to be sent, to the appointment's patient (confirmation, reminders, cancellation; a reminder still waiting in the job queue is listed as planned: status unknown, sentAt null), latest planned date first, with their delivery status. Scoped like GET /doctors/appointments/{id}: another practice's appointment is 404.",
        operationId: 'getAppointmentNotices',
        errors: ['DoctorNotAuthorizedAction', 'notFound'],
        params: appointmentParamsSchema,
        querystring: clinicDoctorQuerySchema,
        response: { 200: appointmentNoticesResponseSchema },
      },
    },
    async (request) => {
      const appointment = await appointmentsQuery.patientOf(
        actorOf(request).user,
        request.params.id,
        request.query.clinic_doctor,
      );
      const [made, planned] = await Promise.all([
        repository.noticesOf(appointment.appointmentId),
        repository.plannedRemindersOf(appointment.appointmentId),
      ]);
      const notices = [
        ...made.map((row) => presentNotice(row, appointment.patientIsGuest)),
        ...planned.map((row) => presentPlannedReminder(row, appointment)),
      ].sort((a, b) => b.prevision_sent_date.localeCompare(a.prevision_sent_date));
      return { success: true as const, notices };
    },
  );
};
