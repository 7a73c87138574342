import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@tabib/contracts/locales';
import { users } from './accounts';
import { appointments } from './appointments';

/** A notification for one user (spec 2 section 3), its texts rendered in every language when created. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The practice it concerns (its doctor). */
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<Record<Locale, string>>().notNull(),
    message: jsonb('message').$type<Record<Locale, string>>().notNull(),
    picture: text('picture'),
    icon: text('icon'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    displayStatus: text('display_status'),
    /** The domain event it was made from: a redelivered event makes no second copy. */
    sourceEventId: bigint('source_event_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientUserId, table.createdAt.desc(), table.id.desc()),
    index('notifications_unread_idx')
      .on(table.recipientUserId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_event_recipient_unique').on(table.sourceEventId, table.recipientUserId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
