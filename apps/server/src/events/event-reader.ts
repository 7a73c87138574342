import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { DomainEvent, LoggedEvent } from './domain-event';

/** A position in the log: events are read in (tx, id) order. */
export interface EventCursor {
  tx: number;
  id: number;
}

interface Row extends Record<string, unknown> {
  id: string | number;
  tx: string | number;
  kind: string;
  payload: Record<string, unknown>;
  created_at: string | Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const loggedEventOf = (row: Row) =>
  ({
    ...row.payload,
    kind: row.kind,
    id: Number(row.id),
    tx: Number(row.tx),
    createdAt: new Date(row.created_at),
  }) as LoggedEvent & DomainEvent;

/**
 * The events after `cursor` whose transactions are all finished: only rows below the oldest
 * transaction still running are read, so one that commits later can never land behind the
 * cursor (its tx is at least that oldest one). Ids alone would skip it: they are handed out
 * at insert, not at commit.
 */
export async function readEventsAfter(db: Executor, cursor: EventCursor, limit: number): Promise<LoggedEvent[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, tx, kind, payload, created_at from domain_events
      where (tx, id) > (${cursor.tx}::bigint, ${cursor.id}::bigint)
        and tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
      order by tx, id
      limit ${limit}`),
  );
  return rows.map(loggedEventOf);
}

/**
 * The events of these ids that are visible now. A NOTIFY is heard only once its transaction
 * committed, so the event it names is always there (unless pruned).
 */
export async function readEventsById(db: Executor, ids: readonly number[]): Promise<LoggedEvent[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, tx, kind, payload, created_at from domain_events
      where id = any(${`{${ids.join(',')}}`}::bigint[])`),
  );
  return rows.map(loggedEventOf);
}

/** Where a reader starting now begins: after every event whose transaction has finished. */
export async function currentEnd(db: Executor): Promise<EventCursor> {
  const [row] = rowsOf<{ xmin: string | number }>(
    await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin`),
  );
  return { tx: Number(row!.xmin) - 1, id: Number.MAX_SAFE_INTEGER };
}

export const cursorOf = (event: LoggedEvent): EventCursor => ({ tx: event.tx, id: event.id });
