import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rollbackActionTypes, type RollbackCorePayload } from '@tabib/contracts/rollback-actions';
import { users } from './accounts';

export const rollbackActionType = pgEnum('rollback_action_type', rollbackActionTypes);

/**
 * Failed actions: a calendar write made offline that the server refused on replay, kept for
 * the practice's failed-actions drawer until removed. One row per practice and outbox entry
 * (local_key), however often the web saves it.
 */
export const rollbackActions = pgTable(
  'rollback_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The practice: the doctor the action was made for. */
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedByUserId: uuid('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    localKey: text('local_key').notNull(),
    entity: text('entity').notNull(),
    type: rollbackActionType('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    corePayload: jsonb('core_payload').$type<RollbackCorePayload>().notNull(),
    reason: text('reason').notNull(),
    dateLocalSaved: timestamp('date_local_saved', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rollback_actions_doctor_local_key_unique').on(table.doctorId, table.localKey),
    index('rollback_actions_listed_idx')
      .on(table.doctorId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.removedAt} is null`),
  ],
);

export type RollbackActionRow = typeof rollbackActions.$inferSelect;
