import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

/** 200 once migrations ran and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
