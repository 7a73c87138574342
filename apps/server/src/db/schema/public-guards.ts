import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per scope and key in fixed windows, in the database so that every server
 * process counts the same (the public booking's limits per address and per phone number).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/** ALTCHA solutions already accepted: each is accepted once, across processes, until it expires. */
export const proofOfWorkSolutions = pgTable('proof_of_work_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Secrets the server makes for itself on first start and shares between its processes (the cancel links' key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
