import { sql } from 'drizzle-orm';
import { boolean, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { familyRelations } from '@tabib/contracts/patients';
import { users } from './accounts';

export const gender = pgEnum('gender', ['MALE', 'FEMALE']);
export const patientSource = pgEnum('patient_source', ['doctor', 'patient']);
export const maritalStatus = pgEnum('marital_status', ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOW']);

/** A patient belongs to one doctor's practice; phones are E.164 and unique within it. Deleted patients are kept (deleted_at) for the record. */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    gender: gender('gender').notNull().default('MALE'),
    phone: text('phone'),
    email: text('email'),
    state: text('state'),
    city: text('city'),
    picture: text('picture'),
    maritalStatus: maritalStatus('marital_status'),
    isGuest: boolean('is_guest').notNull().default(false),
    /** 'patient' when the patient registered on the public booking page. */
    source: patientSource('source').notNull().default('doctor'),
    /** blocked ('froze'): listed in the frozen list only */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    clientUiId: text('client_ui_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('patients_doctor_phone_unique')
      .on(table.doctorId, table.phone)
      .where(sql`${table.deletedAt} is null and ${table.phone} is not null`),
    uniqueIndex('patients_doctor_client_ui_unique').on(table.doctorId, table.clientUiId),
    // Query-lookup (prefix of 'last first', 'first last' or the phone) stays an index scan at 100k patients per doctor:
    // each branch of the OR matches one of these expressions exactly (see patients.repository lookup, docs/decisions.md).
    index('patients_doctor_last_first_idx').on(
      table.doctorId,
      sql`lower(${table.lastName} || ' ' || ${table.firstName}) text_pattern_ops`,
    ),
    index('patients_doctor_first_last_idx').on(
      table.doctorId,
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) text_pattern_ops`,
    ),
    index('patients_doctor_phone_prefix_idx').on(table.doctorId, sql`${table.phone} text_pattern_ops`),
    // The list pages (live or frozen, newest first).
    index('patients_doctor_list_idx')
      .on(table.doctorId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export type PatientRow = typeof patients.$inferSelect;

export const familyRelation = pgEnum('family_relation', familyRelations);

/**
 * The family members a patient (the holder, an adult) books for: they have no record of their own,
 * their visits are kept on the holder's (docs/decisions.md, "Family members"). Names are stored
 * trimmed with single spaces; one member per holder for a name and a relation, whatever the case.
 */
export const patientFamilyMembers = pgTable(
  'patient_family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the practice's scope, as the holder's */
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relation: familyRelation('relation').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('patient_family_members_name_unique').on(
      table.patientId,
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      table.relation,
    ),
  ],
);

export type FamilyMemberRow = typeof patientFamilyMembers.$inferSelect;
