import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { calendarStatuses } from '@tabib/contracts/appointments';
import type * as DbClient from '../apps/server/src/db/client';
import type * as AppointmentsRepository from '../apps/server/src/modules/appointments/appointments.repository';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server sources next to BENCH_SERVER_ENTRY (apps/server/src by default), so a patched copy is compared with its own SQL. */
const serverSource = path.resolve(repoRoot, path.dirname(process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/server.ts'));
const load = <T>(relative: string): Promise<T> => import(pathToFileURL(path.join(serverSource, relative)).href) as Promise<T>;

export interface WeekQuery {
  text: string;
  params(doctorId: string, from: Date, to: Date): unknown[];
}

const sentinels = [
  {
    doctorId: '00000000-0000-4000-8000-00000000beef',
    from: new Date('2001-02-03T04:05:06.007Z'),
    to: new Date('2001-02-10T04:05:06.007Z'),
  },
  {
    doctorId: '00000000-0000-4000-8000-00000000beef',
    from: new Date('2011-03-05T07:11:13.017Z'),
    to: new Date('2011-03-19T07:11:13.017Z'),
  },
];

type Slot = { kind: 'doctorId' } | { kind: 'from' | 'to'; offsetMs: number } | { kind: 'constant'; value: unknown };

/**
 * The exact SQL text the server's `listInRange` sends for a week without filters, taken from
 * Drizzle's own `toSQL()` (so the bare handler cannot drift from the app), with a function
 * that fills its parameters for a doctor and a range. It is rendered for two different
 * ranges so that parameters derived from the range (e.g. `from` minus a margin) are found.
 */
export async function weekQuery(): Promise<WeekQuery> {
  const { schema } = await load<typeof DbClient>('db/client.ts');
  const { createAppointmentsRepository } = await load<typeof AppointmentsRepository>(
    'modules/appointments/appointments.repository.ts',
  );
  const idle = new pg.Pool({ max: 1 }); // never connects: toSQL only renders
  const db = drizzle({ client: idle, schema }) as unknown as DbClient.Database;
  const [first, second] = sentinels.map((sentinel) =>
    createAppointmentsRepository(db)
      .listInRange({ ...sentinel, statuses: [...calendarStatuses] })
      .toSQL(),
  );
  void idle.end();
  if (first!.sql !== second!.sql || first!.params.length !== second!.params.length)
    throw new Error('the week query text depends on the range');
  const asTime = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)
      ? Date.parse(value)
      : value instanceof Date
        ? value.getTime()
        : NaN;
  const slots: Slot[] = first!.params.map((value, index) => {
    const other = second!.params[index];
    if (value === sentinels[0]!.doctorId) return { kind: 'doctorId' };
    const [a, b] = [asTime(value), asTime(other)];
    if (!Number.isNaN(a) && !Number.isNaN(b)) {
      for (const kind of ['from', 'to'] as const) {
        const offsetMs = a - sentinels[0]![kind].getTime();
        if (b - sentinels[1]![kind].getTime() === offsetMs) return { kind, offsetMs };
      }
    }
    if (value !== other) throw new Error(`week query parameter ${index + 1} follows the range in an unknown way`);
    return { kind: 'constant', value };
  });
  if (
    !slots.some((slot) => slot.kind === 'doctorId') ||
    !slots.some((slot) => slot.kind === 'from') ||
    !slots.some((slot) => slot.kind === 'to')
  ) {
    throw new Error(`week query parameters changed shape: ${JSON.stringify(first!.params)}`);
  }
  return {
    text: first!.sql,
    params: (doctorId, from, to) =>
      slots.map((slot) => {
        if (slot.kind === 'doctorId') return doctorId;
        if (slot.kind === 'constant') return slot.value;
        return new Date((slot.kind === 'from' ? from : to).getTime() + slot.offsetMs).toISOString();
      }),
  };
}
