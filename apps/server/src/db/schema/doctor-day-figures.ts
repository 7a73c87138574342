import { bigint, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The clinic dashboard's figures per doctor and practice day (Africa/Algiers), kept by triggers in
 * the writes' own transactions (migration 0022): exact, never stale, read in O(doctors × days)
 * whatever the period (docs/performance.md, "Clinic dashboard").
 */
export const doctorDayFigures = pgTable(
  'doctor_day_figures',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
    done: integer('done').notNull().default(0),
    patientMissed: integer('patient_missed').notNull().default(0),
    doctorCanceled: integer('doctor_canceled').notNull().default(0),
    patientCanceled: integer('patient_canceled').notNull().default(0),
    /** Appointments the patient made on the public page. */
    patientMade: integer('patient_made').notNull().default(0),
    visio: integer('visio').notNull().default(0),
    /** Live patient records opened that day. */
    newPatients: integer('new_patients').notNull().default(0),
    /** Live acts dated that day, in centimes. */
    billedCentimes: bigint('billed_centimes', { mode: 'number' }).notNull().default(0),
    /** Payments, up to now, towards the live acts dated that day. */
    paidCentimes: bigint('paid_centimes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.day] })],
);
