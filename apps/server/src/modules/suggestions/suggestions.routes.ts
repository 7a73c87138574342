import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { medicalListKinds } from '@tabib/contracts/medical-profile';
import { suggestionPaths, suggestionQuerySchema, suggestionResponseSchemas } from '@tabib/contracts/suggestions';

/** GET /common/<list>?query= : reference names for any signed-in account, answered keyed by the list's name. */
export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suggestions } = app.services;
  for (const kind of medicalListKinds) {
    app.get(
      suggestionPaths[kind],
      { schema: { querystring: suggestionQuerySchema, response: { 200: suggestionResponseSchemas[kind] } } },
      async (request) => ({ success: true as const, [kind]: await suggestions.search(kind, request.query.query) }) as never,
    );
  }
};
