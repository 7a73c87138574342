import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';

/** Events are kept a day for inspection and for a process that catches up after a long cut. */
export const eventRetentionMs = 24 * 60 * 60 * 1000;
const pruneEveryMs = 60 * 60 * 1000;

/** Deletes the events older than the retention that every durable consumer has handled. */
export async function pruneEvents(db: Executor, olderThan: Date): Promise<number> {
  const result = await db.execute(sql`
    delete from domain_events
    where created_at < ${olderThan.toISOString()}::timestamptz
      and not exists (select 1 from event_cursors c where (c.tx, c.id) < (domain_events.tx, domain_events.id))`);
  return (result as unknown as { affectedRows?: number; rowCount?: number }).rowCount ?? 0;
}

/** Every process prunes once an hour; two doing it at once only delete the same rows. */
export function schedulePruning(db: Executor, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  const timer = setInterval(() => {
    pruneEvents(db, new Date(+now() - eventRetentionMs)).catch((error: unknown) =>
      log.warn({ err: error }, 'pruning the event log failed'),
    );
  }, pruneEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
