import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The one path of domain events (src/events): a write that others must hear of inserts its
 * event here in its own transaction; each server process's dispatcher reads the rows in commit
 * order and hands them to its subscribers. `tx` is the inserting transaction's id: rows are
 * read only below the oldest transaction still running, so a row that commits late is never
 * skipped (ids alone are handed out before commit, in another order).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    /** The practice the event belongs to (its doctor); null for an account's own events. */
    doctorId: uuid('doctor_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('domain_events_order_idx').on(table.tx, table.id), index('domain_events_created_idx').on(table.createdAt)],
);

/** Where a durable consumer (notifications, jobs) stands in the event log; advanced in the transaction of its work. */
export const eventCursors = pgTable('event_cursors', {
  name: text('name').primaryKey(),
  tx: bigint('tx', { mode: 'number' }).notNull(),
  id: bigint('id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DomainEventRow = typeof domainEvents.$inferSelect;
