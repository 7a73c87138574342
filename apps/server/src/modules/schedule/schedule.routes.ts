import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentPaths, offworksQuerySchema, offworksResponseSchema } from '@tabib/contracts/appointments';
import { actorOf } from '../../plugins/auth-context';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schedule } = app.services;

  app.get(
    appointmentPaths.offworks,
    { schema: { querystring: offworksQuerySchema, response: { 200: offworksResponseSchema } } },
    async (request) => schedule.offworks(actorOf(request).user, request.query.clinicDoctor),
  );
};
