/**
 * How many jobs a second the queue claims and marks done (docs/decisions.md, "Jobs and patient
 * notices"): no-op jobs, so the figure is the queue's own cost (one transaction per job).
 *   node --import tsx apps/server/src/jobs/measure-claim-rate.ts                 # PGlite, in memory
 *   node --import tsx apps/server/src/jobs/measure-claim-rate.ts postgres://...  # PostgreSQL: 1 then 2 workers
 * On PostgreSQL it makes a database of its own next to the one named, and drops it after.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { fromPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from '../db/client';
import { adminQuery, databaseUrl } from '../test/postgres-admin';
import { scheduleJob } from './job-queue';
import { createJobWorker } from './job-worker';

const jobCount = Number(process.env.JOBS ?? 2000);
const log = pino({ level: 'silent' });

async function fill(database: DatabaseHandle, prefix: string) {
  await database.db.execute(sql`delete from jobs`);
  const runAt = new Date(Date.now() - 1000);
  await database.db.transaction(async (tx) => {
    for (let index = 0; index < jobCount; index++)
      await scheduleJob(tx, { kind: 'noop', key: `${prefix}:${index}`, runAt, payload: {} });
  });
}

function workerOn(database: DatabaseHandle) {
  const worker = createJobWorker({
    db: database.db,
    log,
    worker: true,
    pollMs: 60_000,
    maxAttempts: 3,
    retryMs: 1000,
    keepDays: 7,
  });
  worker.register({ kind: 'noop', handle: async () => {} });
  return worker;
}

async function measure(label: string, databases: DatabaseHandle[]) {
  await fill(databases[0]!, label);
  const started = performance.now();
  const counts = await Promise.all(databases.map((database) => workerOn(database).runDue()));
  const seconds = (performance.now() - started) / 1000;
  const total = counts.reduce((sum, count) => sum + count, 0);
  console.log(
    `${label}: ${total} jobs in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} jobs/s (per worker: ${counts.join(', ')})`,
  );
}

const url = process.argv[2];
if (!url) {
  const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await database.migrate();
  await measure('PGlite, 1 worker', [database]);
  await database.close();
} else {
  const name = `tabib_jobs_rate_${process.pid}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const handles = [openPostgres(databaseUrl(url, name)), openPostgres(databaseUrl(url, name))];
  try {
    await handles[0]!.migrate();
    await measure('PostgreSQL, 1 worker', handles.slice(0, 1));
    await measure('PostgreSQL, 2 workers (2 pools)', handles);
  } finally {
    for (const handle of handles) await handle.close();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
