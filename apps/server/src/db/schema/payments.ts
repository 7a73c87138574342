import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { appointments } from './appointments';
import { patients } from './patients';

/** An act the patient owes for; amounts in integer DZD centimes. */
export const acts = pgTable(
  'acts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    totalCentimes: bigint('total_centimes', { mode: 'number' }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('acts_patient_idx').on(table.doctorId, table.patientId, table.createdAt),
    // The clinic dashboard's money of a period, per doctor (docs/performance.md, "Clinic dashboard").
    index('acts_doctor_created_idx')
      .on(table.doctorId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** A payment towards an act. The sum of an act's payments never exceeds its total (checked under a row lock). */
export const actPayments = pgTable(
  'act_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actId: uuid('act_id')
      .notNull()
      .references(() => acts.id, { onDelete: 'cascade' }),
    amountCentimes: bigint('amount_centimes', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('act_payments_act_idx').on(table.actId, table.paidOn)],
);
