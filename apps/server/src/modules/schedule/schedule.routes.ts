import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentPaths, offworksQuerySchema, offworksResponseSchema } from '@tabib/contracts/appointments';
import {
  saveDaysOffResponseSchema,
  saveScheduleResponseSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
  schedulePaths,
} from '@tabib/contracts/schedule';
import { actorOf } from '../../plugins/auth-context';

// Save bodies are checked by the service, which answers the spec's codes (contracts/schedule.ts has their schemas).
const anyObject = z.looseObject({});

/** Spec 3 section 7, schedule. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schedule } = app.services;

  app.get(
    appointmentPaths.offworks,
    {
      schema: {
        description:
          'Days off, vacancies and the weekly schedule (both modes, UTC HH:mm) of the acting doctor, for the calendar.',
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
        description: "Replaces one mode's blocks (body: saveScheduleSchema), merged; DOC-ALL and clinic users only.",
        body: anyObject,
        response: { 200: saveScheduleResponseSchema },
      },
    },
    async (request) => schedule.save(actorOf(request).user, request.body),
  );

  app.put(
    schedulePaths.daysOff,
    {
      schema: {
        description: 'Replaces the days off and the vacancy (body: saveDaysOffSchema); DOC-ALL and clinic users only.',
        body: anyObject,
        response: { 200: saveDaysOffResponseSchema },
      },
    },
    async (request) => schedule.saveDaysOff(actorOf(request).user, request.body),
  );
};
