import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@tabib/contracts/consultation-reasons';
import { users } from './accounts';

export const consultationReasons = pgTable(
  'consultation_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    duration: integer('duration').notNull(),
    priceCentimes: integer('price_centimes').notNull(),
    color: text('color').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isValidated: boolean('is_validated').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultation_reasons_doctor_idx').on(table.doctorId, table.order),
    // Spec 3 section 5: two live reasons of a doctor never share a colour.
    uniqueIndex('consultation_reasons_doctor_color_unique')
      .on(table.doctorId, sql`lower(${table.color})`)
      .where(sql`not ${table.isDeleted}`),
    // The operator's queue of reasons waiting for a verdict.
    index('consultation_reasons_pending_idx')
      .on(table.createdAt)
      .where(sql`not ${table.isValidated} and not ${table.isRejected} and not ${table.isDeleted}`),
  ],
);

export type ConsultationReasonRow = typeof consultationReasons.$inferSelect;
