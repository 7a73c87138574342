import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type * as DbClient from '../apps/server/src/db/client';
import type * as PracticeTime from '../apps/server/src/lib/practice-time';
import type * as FreeSlots from '../apps/server/src/modules/public-booking/free-slots';
import type * as PublicBookingRepository from '../apps/server/src/modules/public-booking/public-booking.repository';
import { percentile } from './public-booking-requests';
import { benchBookingSlug, type SeededDoctor } from './seed';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server sources next to BENCH_SERVER_ENTRY, as week-query.ts reads them. */
const serverSource = path.resolve(repoRoot, path.dirname(process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/server.ts'));
const load = <T>(relative: string): Promise<T> => import(pathToFileURL(path.join(serverSource, relative)).href) as Promise<T>;

export interface SlotsProfile {
  /** Median of 30 runs of the repository's loadSlots, from this process (round trip, pg parsing, Drizzle mapping), ms. */
  loadMs: number;
  /** Median of 200 runs of freeSlotsOf on what it loaded, ms. */
  computeMs: number;
  busy: number;
  blocks: number;
  freeSlots: number;
  /** The answer's JSON (without compression), bytes. */
  jsonBytes: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of the statement as the server sends it: with its parameters (custom plan), then the generic plan a prepared statement settles on. */
  customPlan: string;
  genericPlan: string;
}

/**
 * Where one free-slots request's time goes, outside the server: the statement the repository
 * sends (taken from Drizzle's own logger, so it cannot drift from the server), its plans, and
 * the slot computation on the rows it returns.
 */
export async function profileSlots(databaseUrl: string, doctor: SeededDoctor): Promise<SlotsProfile> {
  const { schema } = await load<typeof DbClient>('db/client.ts');
  const { createPublicBookingRepository } = await load<typeof PublicBookingRepository>(
    'modules/public-booking/public-booking.repository.ts',
  );
  const { freeSlotsOf, addDays } = await load<typeof FreeSlots>('modules/public-booking/free-slots.ts');
  const { practiceDay, practiceDayBounds } = await load<typeof PracticeTime>('lib/practice-time.ts');

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let captured: { query: string; params: unknown[] } | undefined;
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => (captured = { query, params }) } });
  const repository = createPublicBookingRepository(db as unknown as DbClient.Database);
  try {
    const now = new Date();
    const fromDay = practiceDay(now);
    const toDay = addDays(fromDay, 27);
    const input = {
      slug: benchBookingSlug(doctor.n),
      reasonId: doctor.bookableReasonId,
      from: practiceDayBounds(fromDay).start,
      to: practiceDayBounds(toDay).end,
      fromDay,
      toDay,
    };
    const loads: number[] = [];
    let loaded: Awaited<ReturnType<typeof repository.loadSlots>>;
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      loaded = await repository.loadSlots(input);
      loads.push(performance.now() - started);
    }
    if (!loaded! || !captured) throw new Error(`no page for doctor ${doctor.n}`);
    const computeInput = {
      blocks: loaded.blocks,
      daysOff: loaded.daysOff,
      vacancies: loaded.vacancies,
      busy: loaded.busy,
      duration: loaded.reason?.duration ?? 20,
      type: 'cabinet' as const,
      now,
      from: fromDay,
      days: 28,
    };
    const computes: number[] = [];
    let free: ReturnType<typeof freeSlotsOf> = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      free = freeSlotsOf(computeInput);
      computes.push(performance.now() - started);
    }
    const answer = {
      success: true,
      days: free.map(({ day, slots }) => ({
        day,
        slots: slots.map((slot) => ({ startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() })),
      })),
    };

    const client = await pool.connect();
    try {
      const plan = (rows: Record<string, unknown>[]) => rows.map((row) => String(row['QUERY PLAN'])).join('\n');
      const customPlan = plan((await client.query(`explain (analyze, buffers) ${captured.query}`, captured.params)).rows);
      const literal = (value: unknown) =>
        value === null ? 'null' : typeof value === 'number' ? String(value) : client.escapeLiteral(String(value));
      await client.query(`prepare bench_public_slots as ${captured.query}`);
      await client.query('set plan_cache_mode = force_generic_plan');
      const genericPlan = plan(
        (await client.query(`explain (analyze, buffers) execute bench_public_slots(${captured.params.map(literal).join(', ')})`))
          .rows,
      );
      await client.query('deallocate bench_public_slots; reset plan_cache_mode');
      return {
        loadMs: percentile(loads, 50),
        computeMs: percentile(computes, 50),
        busy: loaded.busy.length,
        blocks: loaded.blocks.length,
        freeSlots: free.reduce((sum, day) => sum + day.slots.length, 0),
        jsonBytes: JSON.stringify(answer).length,
        customPlan,
        genericPlan,
      };
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

export interface StatementCount {
  calls: number;
  totalMs: number;
  query: string;
}

/**
 * The statements the servers sent while `run` ran: pg_stat_statements (preloaded idle by the
 * throwaway cluster) turned on (track = top) for the run and off after it. The throwaway cluster only.
 */
export async function statementsDuring<T>(
  databaseUrl: string,
  run: () => Promise<T>,
): Promise<{ result: T; statements: { total: number; totalMs: number; top: StatementCount[] } }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query(`alter system set pg_stat_statements.track = 'top'`);
    await client.query('select pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await client.query('select pg_stat_statements_reset()');
    const result = await run();
    await client.query('alter system reset pg_stat_statements.track');
    await client.query('select pg_reload_conf()');
    const { rows } = await client.query<{ calls: number; total_ms: number; query: string }>(
      `select calls::int, total_exec_time + total_plan_time as total_ms, query from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) and calls > 0
         and query not like '%pg_stat_statements%' and query not like 'alter system%' and query not like '%pg_reload_conf%'
       order by calls desc`,
    );
    const top = rows.map((row) => ({
      calls: row.calls,
      totalMs: Number(row.total_ms),
      query: row.query.replace(/\s+/g, ' ').trim(),
    }));
    return {
      result,
      statements: {
        total: top.reduce((sum, s) => sum + s.calls, 0),
        totalMs: top.reduce((sum, s) => sum + s.totalMs, 0),
        top: top.slice(0, 15),
      },
    };
  } finally {
    await client.end();
  }
}
