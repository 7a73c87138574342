import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  citiesResponseSchema,
  languageQuerySchema,
  languagesResponseSchema,
  referenceDataPaths,
  specialitiesResponseSchema,
  stateWithCitiesResponseSchema,
  statesResponseSchema,
} from '@tabib/contracts/reference-data';
import { tagRoutes } from '../../plugins/openapi';

/** Reference rows only change with a release (migrations), so browsers may keep them for a day. */
const cacheable = 'private, max-age=86400';

/** Spec 3 section 7: specialities, wilayas, communes and languages, for any signed-in account. */
export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { referenceData } = app.services;
  tagRoutes(app, 'reference-data');
  const specialities = (operationId: string) => ({
    schema: {
      description: 'Every speciality, title per locale, in reference order.',
      operationId,
      response: { 200: specialitiesResponseSchema },
    },
  });

  app.get(referenceDataPaths.doctorSpecialities, specialities('listDoctorSpecialities'), async (_request, reply) =>
    reply.header('cache-control', cacheable).send({ success: true as const, specialities: await referenceData.specialities() }),
  );
  app.get(referenceDataPaths.specialities, specialities('listSpecialities'), async (_request, reply) =>
    reply.header('cache-control', cacheable).send({ success: true as const, specialities: await referenceData.specialities() }),
  );

  app.get(
    referenceDataPaths.states,
    {
      schema: {
        description: "The 58 wilayas ('01'..'58'), name per locale.",
        operationId: 'listStates',
        response: { 200: statesResponseSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', cacheable).send({ success: true as const, states: await referenceData.states() }),
  );

  app.get(
    referenceDataPaths.cities,
    {
      schema: {
        description: 'The communes of one wilaya, by French name. 404 notFound for an unknown wilaya.',
        operationId: 'listCities',
        errors: ['notFound'],
        params: z.object({ id: z.string().max(10) }),
        response: { 200: citiesResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', cacheable)
        .send({ success: true as const, cities: await referenceData.citiesOf(request.params.id) }),
  );

  app.get(
    referenceDataPaths.stateWithCities,
    {
      schema: {
        description: 'Every wilaya with its communes (one call for offline use).',
        operationId: 'listStatesWithCities',
        response: { 200: stateWithCitiesResponseSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', cacheable).send({ success: true as const, states: await referenceData.statesWithCities() }),
  );

  app.get(
    referenceDataPaths.languages,
    {
      schema: {
        description:
          'Languages whose code or name (fr, en or ar; accents and case ignored) contains ?query=, at most 20, names starting with it first.',
        operationId: 'searchLanguages',
        querystring: languageQuerySchema,
        response: { 200: languagesResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', cacheable)
        .send({ success: true as const, languages: await referenceData.searchLanguages(request.query.query) }),
  );
};
