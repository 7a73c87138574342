/**
 * The baseline: a bare Fastify + pg handler that runs the week endpoint's SQL and sends the
 * rows as they come. No authentication, no ORM mapping, no presenter, no response schema,
 * no logging, no security headers. Same pool size as the app (10).
 * Started by bench/run.ts in its own process: BENCH_BARE_DATABASE_URL, PORT.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { weekQuery } from './week-query';

const query = await weekQuery();
const pool = new pg.Pool({ connectionString: process.env.BENCH_BARE_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/healthz', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});

app.get<{ Querystring: { doctorId: string; fromTime: string; toTime: string } }>('/week', async (request) => {
  const { doctorId, fromTime, toTime } = request.query;
  // Array rows, as Drizzle asks node-postgres for them (joined tables repeat column names).
  const result = await pool.query({
    text: query.text,
    values: query.params(doctorId, new Date(fromTime), new Date(toTime)),
    rowMode: 'array',
  });
  return { success: true, appointments: result.rows };
});

const shutdown = () => {
  app.close().then(
    () => pool.end().then(() => process.exit(0)),
    () => process.exit(1),
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
