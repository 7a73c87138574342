import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The first answer to a write sent with an Idempotency-Key (plugins/idempotency.ts), written in
 * the transaction of the write itself: a row exists exactly when the write committed. Keys are
 * unique per practice; method, path, body digest and user say which request the key was used for.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The practice: `doctor:{id}` or `clinic:{id}`, as its realtime room. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    bodySha256: text('body_sha256').notNull(),
    statusCode: integer('status_code').notNull(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_expires_idx').on(table.expiresAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
