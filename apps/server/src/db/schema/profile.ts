import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Diploma } from '@tabib/contracts/profile';
import { users } from './accounts';
import { gender } from './patients';
import { cities, states } from './reference-data';

/** What a doctor tells about their practice beyond the account row: shown on the profile and the booking page. */
export const doctorProfiles = pgTable('doctor_profiles', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gender: gender('gender'),
  biography: text('biography').notNull().default(''),
  /** ISO 639-1 codes, in the order the doctor listed them */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  diplomas: jsonb('diplomas').$type<Diploma[]>().notNull().default([]),
  address1: text('address1'),
  stateId: text('state_id').references(() => states.id),
  cityId: text('city_id').references(() => cities.id),
  /** The office position (WGS 84) */
  longitude: doublePrecision('longitude'),
  latitude: doublePrecision('latitude'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const editRequestSlug = pgEnum('edit_request_slug', ['infos', 'diplomas']);
export const editRequestStatus = pgEnum('edit_request_status', ['pending', 'approved', 'rejected']);

/** Changes to identity fields and diplomas wait for an operator's verdict before they apply. */
export const profileEditRequests = pgTable(
  'profile_edit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    slug: editRequestSlug('slug').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: editRequestStatus('status').notNull().default('pending'),
    /** The operator's word to the doctor, mostly on a rejection */
    note: text('note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_edit_requests_doctor_idx').on(table.doctorId, table.createdAt),
    index('profile_edit_requests_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
