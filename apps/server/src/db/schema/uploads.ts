import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A presigned upload address handed out (spec 3: clinic profile uploads): the browser sends the
 * file straight to storage (S3, or the server's own local-storage endpoint with the same
 * contract), then the form names the key. The row says who may use the key, for what, until when,
 * and the limits checked once the file is there.
 */
export const uploadTickets = pgTable(
  'upload_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    /** What the file is for, e.g. `clinic_gallery`, `clinic_cover`. */
    purpose: text('purpose').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    maxBytes: integer('max_bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the file is stored and checked (type, size). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_tickets_expires_idx').on(table.expiresAt)],
);

export type UploadTicketRow = typeof uploadTickets.$inferSelect;
