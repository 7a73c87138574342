import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patientLookupQuerySchema, patientLookupResponseSchema, patientPaths } from '@tabib/contracts/patients';
import { actorOf } from '../../plugins/auth-context';

export const patientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { patients, practice } = app.services;

  app.get(
    patientPaths.lookup,
    { schema: { querystring: patientLookupQuerySchema, response: { 200: patientLookupResponseSchema } } },
    async (request) => {
      const { doctor } = await practice.scopeOf(actorOf(request).user, request.query.cqDoctor);
      return { success: true as const, patients: await patients.lookup(doctor.id, request.query.query) };
    },
  );
};
