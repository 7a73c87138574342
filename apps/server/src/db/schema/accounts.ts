import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PatientReminderSettings } from '@tabib/contracts/patient-notices';
import { missedVisitsWarnFrom, type EmailNotices } from '@tabib/contracts/preferences';

export const accountKind = pgEnum('account_kind', ['doctor', 'assistant', 'clinic_user', 'clinic_unit']);
export const userPosition = pgEnum('user_position', ['ASSISTANT', 'AS-DOCTOR']);
export const clinicRole = pgEnum('clinic_role', ['admin', 'member']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A clinic and its public profile (spec 3: name, description, phones, email, gallery, cover). */
export const clinics = pgTable('clinics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  phones: jsonb('phones').$type<string[]>().notNull().default([]),
  email: text('email'),
  /** Storage keys of the gallery images, in their order. */
  gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
  /** Storage key of the cover image. */
  cover: text('cover'),
  /** How many doctors and other users the clinic's plan allows (issue 18 moves them with the offer). */
  doctorQuota: integer('doctor_quota').notNull().default(10),
  userQuota: integer('user_quota').notNull().default(5),
  ...timestamps,
});

/**
 * Every account kind signs in from this table: independent or clinic doctors (kind doctor,
 * clinic_id set for a clinic doctor), assistants (employer_doctor_id), clinic users (admin
 * or member) and clinic units. Emails are stored lower-cased.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    kind: accountKind('kind').notNull(),
    title: text('title').notNull().default('Dr'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    picture: text('picture'),
    locale: text('locale').notNull().default('fr'),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    firstLoginPswReset: boolean('first_login_psw_reset').notNull().default(false),
    allowAll: boolean('allow_all').notNull().default(false),
    telemedicineAllowed: boolean('telemedicine_allowed').notNull().default(false),
    position: userPosition('position'),
    employerDoctorId: uuid('employer_doctor_id').references((): AnyPgColumn => users.id),
    clinicId: uuid('clinic_id').references(() => clinics.id),
    clinicRole: clinicRole('clinic_role'),
    workStatus: text('work_status').notNull().default('off'),
    /** The doctor's public booking page (/book/{slug}): readable, stable, unique; null until first needed. */
    bookingSlug: text('booking_slug'),
    /** Patients may book themselves on the public page (off for new accounts). */
    publicBookingEnabled: boolean('public_booking_enabled').notNull().default(false),
    /** Moved by every save of the schedule or the days off, under the doctor's booking lock: a booking checked against an older one is checked again. */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** E-mail notices the user opted out of or in to (preferences); absent keys take their default. */
    emailNotices: jsonb('email_notices').$type<Partial<EmailNotices>>().notNull().default({}),
    /** When this doctor's patients are reminded (preferences); absent keys take their default. */
    patientReminders: jsonb('patient_reminders').$type<Partial<PatientReminderSettings>>().notNull().default({}),
    /** The booking form warns from this many missed visits of a patient (preferences); null takes the default. */
    missedVisitsWarnFrom: integer('missed_visits_warn_from'),
    /** Blocked accounts cannot sign in and their sessions end at once. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Deleted accounts are kept for the records they touched; their e-mail is free again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('users_clinic_idx').on(table.clinicId),
    index('users_employer_idx').on(table.employerDoctorId),
    uniqueIndex('users_booking_slug_unique').on(table.bookingSlug),
    uniqueIndex('users_email_live_unique')
      .on(table.email)
      .where(sql`${table.deletedAt} is null`),
    check(
      'users_missed_visits_warn_from_range',
      sql`${table.missedVisitsWarnFrom} between ${sql.raw(String(missedVisitsWarnFrom.min))} and ${sql.raw(String(missedVisitsWarnFrom.max))}`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ClinicRow = typeof clinics.$inferSelect;
