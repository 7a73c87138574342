import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Reference data: rows are inserted by migrations (stable codes), never by users. */
export const specialities = pgTable('specialities', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  titleFr: text('title_fr').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  order: integer('order').notNull().default(0),
});

export const doctorSpecialities = pgTable(
  'doctor_specialities',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialityId: uuid('speciality_id')
      .notNull()
      .references(() => specialities.id),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.specialityId] })],
);
