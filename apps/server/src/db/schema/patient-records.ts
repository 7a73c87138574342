import {
  bigserial,
  boolean,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { patients } from './patients';

export const bloodType = pgEnum('blood_type', ['o+', 'o-', 'a+', 'a-', 'b+', 'b-', 'ab+', 'ab-']);

/** One per patient, created on first write. Lists hold { _id (suggestion id or null), name }. */
export const medicalProfiles = pgTable('medical_profiles', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  heightCm: numeric('height_cm', { precision: 5, scale: 1, mode: 'number' }),
  weightKg: numeric('weight_kg', { precision: 5, scale: 1, mode: 'number' }),
  blood: bloodType('blood'),
  smoking: boolean('smoking'),
  alcohol: boolean('alcohol'),
  married: boolean('married'),
  chronicDiseases: jsonb('chronic_diseases').$type<{ _id?: string | null; name: string }[]>().notNull().default([]),
  medicines: jsonb('medicines').$type<{ _id?: string | null; name: string }[]>().notNull().default([]),
  surgeries: jsonb('surgeries').$type<{ _id?: string | null; name: string }[]>().notNull().default([]),
  allergies: jsonb('allergies').$type<{ _id?: string | null; name: string }[]>().notNull().default([]),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const suggestionKind = pgEnum('suggestion_kind', ['chronicDiseases', 'medicines', 'surgeries', 'allergies']);

/** Reference names offered while typing a medical list; search_text is normalizeForSearch() of the three names. */
export const suggestionItems = pgTable(
  'suggestion_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: suggestionKind('kind').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    searchText: text('search_text').notNull(),
  },
  (table) => [uniqueIndex('suggestion_items_kind_name_unique').on(table.kind, table.nameFr)],
);

/** Who read or changed which patient's record, and what (shown to the doctor per patient). */
export const patientAccessLog = pgTable(
  'patient_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    area: text('area').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('patient_access_log_patient_idx').on(table.patientId, table.at)],
);
