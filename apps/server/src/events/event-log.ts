import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { domainEvents } from '../db/schema/events';
import type { DomainEvent } from './domain-event';

/** The channel every server process LISTENs on; a notification carries an event id, never the event (8,000-byte limit). */
export const eventsChannel = 'tabib_events';

/** The practice an event belongs to, kept beside it for pruning and inspection. */
function doctorOf(event: DomainEvent): string | null {
  return 'doctorId' in event ? event.doctorId : null;
}

/**
 * The statement that logs an event and wakes the dispatchers, for a caller that must run it
 * inside a larger statement (`with changed as (...) ... ${loggedEventSql(event, sql`from changed`)}`):
 * `from` limits it to the rows that changed.
 */
export function loggedEventSql(event: DomainEvent, from: SQL = sql``): SQL {
  const { kind, ...payload } = event;
  return sql`logged as (
      insert into ${domainEvents} (doctor_id, kind, payload)
      select ${doctorOf(event)}::uuid, ${kind}, ${JSON.stringify(payload)}::jsonb ${from}
      returning id
    )
    select pg_notify(${eventsChannel}, logged.id::text) from logged`;
}

/**
 * Logs an event in the caller's transaction: it is heard when, and only if, that commits.
 * Outside a transaction the statement commits on its own.
 */
export async function publishEvent(executor: Executor, event: DomainEvent): Promise<void> {
  await executor.execute(sql`with ${loggedEventSql(event)}`);
}
