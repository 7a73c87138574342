import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Opaque bearer tokens: only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const signInScopes = ['accountClient', 'client', 'account'] as const;
export type SignInScope = (typeof signInScopes)[number];

/**
 * Sign-in attempts counted per scope and key in fixed windows (modules/auth/sign-in-throttle.ts).
 * Millisecond precision so the window end read back into a JS Date matches the stored one.
 */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    scope: text('scope', { enum: signInScopes }).notNull(),
    key: text('key').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    attempts: integer('attempts').notNull(),
    /** Account scope only: when the owner was last told the account is being guessed at. */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('sign_in_counters_window_ends_idx').on(table.windowEndsAt),
  ],
);

/** Browsers that signed in to an account (the device cookie): only the token's SHA-256 is stored. */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sign_in_devices_token_user_idx').on(table.tokenHash, table.userId),
    index('sign_in_devices_last_used_idx').on(table.lastUsedAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
