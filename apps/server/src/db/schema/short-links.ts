import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';

/**
 * Short links (spec: the shortener and the /rendez-vous/{call_bitfy} route): an SMS carries
 * `/rendez-vous/{id}` instead of a long signed address. `target` is a path on our own site
 * (never another origin); the link ends with what it points to.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: text('id').primaryKey(),
    target: text('target').notNull(),
    /** The appointment the link is for (gone with it). */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('short_links_expires_idx').on(table.expiresAt), index('short_links_appointment_idx').on(table.appointmentId)],
);

export type ShortLinkRow = typeof shortLinks.$inferSelect;
