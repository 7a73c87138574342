import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { medicalListKinds } from '@tabib/contracts/medical-profile';
import { suggestionPaths, suggestionQuerySchema, suggestionResponseSchemas } from '@tabib/contracts/suggestions';
import { tagRoutes } from '../../plugins/openapi';

/** GET /common/<list>?query= : reference names for any signed-in account, answered keyed by the list's name. */
export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suggestions } = app.services;
  tagRoutes(app, 'suggestions');
  for (const kind of medicalListKinds) {
    app.get(
      suggestionPaths[kind],
      {
        schema: {
          operationId: `suggest${kind[0]!.toUpperCase()}${kind.slice(1)}`,
          querystring: suggestionQuerySchema,
          response: { 200: suggestionResponseSchemas[kind] },
        },
      },
      async (request) => ({ success: true as const, [kind]: await suggestions.search(kind, request.query.query) }) as never,
    );
  }
};
