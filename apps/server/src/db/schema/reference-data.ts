import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

/** The 58 wilayas of Algeria; the id is the official two-digit code ('16' is Alger). */
export const states = pgTable('states', {
  id: text('id').primaryKey(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** The communes of each wilaya; the id is the official commune code. */
export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    stateId: text('state_id')
      .notNull()
      .references(() => states.id),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (table) => [index('cities_state_idx').on(table.stateId)],
);

/** Spoken languages a doctor can list (ISO 639-1 codes). */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});
