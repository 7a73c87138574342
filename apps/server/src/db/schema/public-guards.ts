import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The public pages' reads per scope, client address and fixed window (aligned on the clock),
 * summed from every process's batches (modules/public-booking/public-read-counts.ts). UNLOGGED
 * (the migration says so; Drizzle cannot): a crash forgets at most a window of counts.
 */
export const publicReadCounts = pgTable(
  'public_read_counts',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key, table.windowEndsAt] }),
    index('public_read_counts_window_ends_idx').on(table.windowEndsAt),
  ],
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
