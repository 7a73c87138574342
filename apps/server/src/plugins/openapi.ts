import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiBasePath } from '@tabib/contracts/auth';

export const openApiPath = `${apiBasePath}/openapi.json`;

/**
 * The OpenAPI description of every route, built from the same zod schemas that validate
 * requests and shape answers (so it cannot drift from the code). Where the spec leaves a
 * path or body "not shown", the route's own `description` says it was designed here.
 */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tabib API',
        version: '1',
        description: 'Practice management for doctors, assistants and clinics. Errors answer { success: false, code }.',
      },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'the token of sign-in' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
});
