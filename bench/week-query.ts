import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { calendarStatuses } from '@tabib/contracts/appointments';
import type * as DbClient from '../apps/server/src/db/client';
import type * as AppointmentsRepository from '../apps/server/src/modules/appointments/appointments.repository';
import { loadServerModule, statementTemplate, type RenderedStatement } from './statement-template';

export interface WeekQuery {
  text: string;
  params(doctorId: string, from: Date, to: Date): unknown[];
}

const sentinels: [WeekInput, WeekInput] = [
  {
    doctorId: '00000000-0000-4000-8000-00000000beef',
    from: new Date('2001-02-03T04:05:06.007Z'),
    to: new Date('2001-02-10T04:05:06.007Z'),
  },
  {
    doctorId: '00000000-0000-4000-8000-00000000cafe',
    from: new Date('2011-03-05T07:11:13.017Z'),
    to: new Date('2011-03-19T07:11:13.017Z'),
  },
];
type WeekInput = { doctorId: string; from: Date; to: Date };

/**
 * The exact SQL text the server's `listInRange` sends for a week without filters, taken from
 * Drizzle's own `toSQL()` (so the bare handler cannot drift from the app), with a function
 * that fills its parameters for a doctor and a range. It is rendered for two different
 * ranges so that parameters derived from the range (e.g. `from` minus a margin) are found.
 */
export async function weekQuery(): Promise<WeekQuery> {
  const { schema } = await loadServerModule<typeof DbClient>('db/client.ts');
  const { createAppointmentsRepository } = await loadServerModule<typeof AppointmentsRepository>(
    'modules/appointments/appointments.repository.ts',
  );
  const idle = new pg.Pool({ max: 1 }); // never connects: toSQL only renders
  const db = drizzle({ client: idle, schema }) as unknown as DbClient.Database;
  const renders = sentinels.map((sentinel): RenderedStatement => {
    const { sql, params } = createAppointmentsRepository(db)
      .listInRange({ ...sentinel, statuses: [...calendarStatuses] })
      .toSQL();
    return { text: sql, params };
  });
  void idle.end();
  const template = statementTemplate('week query', [renders[0]!, renders[1]!], sentinels);
  return { text: template.text, params: (doctorId, from, to) => template.params({ doctorId, from, to }) };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the week query for one doctor and range, as the bare handler runs it. */
export async function explainWeek(databaseUrl: string, target: { doctor: { id: string }; from: Date; to: Date }) {
  const query = await weekQuery();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `explain (analyze, buffers) ${query.text}`,
      query.params(target.doctor.id, target.from, target.to),
    );
    return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  } finally {
    await client.end();
  }
}
