import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi';

/** 200 once migrations ran and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'health');
  app.get(
    '/healthz',
    {
      schema: {
        description: 'Public: 200 once the server is ready and its database answers, 503 while it does not.',
        operationId: 'checkHealth',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
