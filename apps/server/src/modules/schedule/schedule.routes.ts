import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentPaths, offworksQuerySchema, offworksResponseSchema } from '@tabib/contracts/appointments';
import {
  saveDaysOffResponseSchema,
  saveScheduleResponseSchema,
  scheduleQuerySchema,
  saveDaysOffSchema,
  saveScheduleSchema,
  scheduleResponseSchema,
  schedulePaths,
} from '@tabib/contracts/schedule';
import { serviceCheckedBody } from '../../lib/service-checked-body';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Spec 3 section 7, schedule. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schedule } = app.services;
  tagRoutes(app, 'schedule');

  app.get(
    appointmentPaths.offworks,
    {
      schema: {
        description:
          'Days off, vacancies and the weekly schedule (both modes, UTC HH:mm) of the acting doctor, for the calendar.',
        operationId: 'getOffWorkTimes',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: offworksQuerySchema,
        response: { 200: offworksResponseSchema },
      },
    },
    async (request) => schedule.offworks(actorOf(request).user, request.query.clinicDoctor),
  );

  app.get(
    schedulePaths.retrieve,
    {
      schema: {
        description: "One mode's weekly schedule (7 days, Sunday first, blocks in UTC HH:mm) and the days off.",
        operationId: 'getSchedule',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: scheduleQuerySchema,
        response: { 200: scheduleResponseSchema },
      },
    },
    async (request) => schedule.retrieve(actorOf(request).user, request.query.mode, request.query.cqDoctor),
  );

  app.put(
    schedulePaths.save,
    {
      schema: {
        description:
          "Replaces one mode's blocks, merged; DOC-ALL and clinic users only. Hours that leave future BOOKED appointments outside answer 409 scheduleLeavesBookedAppointments with their `count`, unless `confirm` is true.",
        operationId: 'saveSchedule',
        errors: [
          'DoctorNotAuthorizedAction',
          'scheduleInvalidBlock',
          'scheduleTeleconsultationNotAllowed',
          'scheduleUpdatedFailedEmptyTypesSelected',
          'scheduleLeavesBookedAppointments',
        ],
        body: saveScheduleSchema,
        response: { 200: saveScheduleResponseSchema },
      },
      // The service checks the body after its policy and answers the first broken rule's code.
      attachValidation: true,
    },
    async (request) => schedule.save(actorOf(request).user, serviceCheckedBody(request)),
  );

  app.put(
    schedulePaths.daysOff,
    {
      schema: {
        description: 'Replaces the days off and the vacancy; DOC-ALL and clinic users only.',
        operationId: 'saveDaysOff',
        errors: ['DoctorNotAuthorizedAction', 'daysOffInvalid'],
        body: saveDaysOffSchema,
        response: { 200: saveDaysOffResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => schedule.saveDaysOff(actorOf(request).user, serviceCheckedBody(request)),
  );
};
