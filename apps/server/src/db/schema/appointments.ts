import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { consultationReasons } from './consultation-reasons';
import { patientFamilyMembers, patients } from './patients';

export const appointmentStatus = pgEnum('appointment_status', [
  'BOOKED',
  'DONE',
  'PATIENT_MISSED',
  'DOCTOR_CANCELED',
  'PATIENT_CANCELED',
]);
export const appointmentType = pgEnum('appointment_type', ['cabinet', 'visio']);
export const appointmentSource = pgEnum('appointment_source', ['doctor', 'patient']);

/**
 * No two live appointments of a doctor overlap: an exclusion constraint over
 * (doctor_id, [start_at, end_at)) for BOOKED, DONE and PATIENT_MISSED, written in the
 * custom migration 0003 (drizzle-kit cannot express it).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Set for a family member's appointment: the member of the patient (the holder) who is seen. */
    familyMemberId: uuid('family_member_id').references(() => patientFamilyMembers.id),
    consultationReasonId: uuid('consultation_reason_id')
      .notNull()
      .references(() => consultationReasons.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    type: appointmentType('type').notNull().default('cabinet'),
    status: appointmentStatus('status').notNull().default('BOOKED'),
    patientArrived: boolean('patient_arrived').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** How long the teleconsultation call lasted, in seconds, as the doctor's page posted it when leaving. */
    callDurationSeconds: integer('call_duration_seconds'),
    /** The patient is in the call's waiting room since then (spec: the appointment's online flag); null when not. */
    patientWaitingSince: timestamp('patient_waiting_since', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    notifyPatient: boolean('notify_patient').notNull().default(false),
    source: appointmentSource('source').notNull().default('doctor'),
    clientUiId: text('client_ui_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appointments_doctor_client_ui_unique').on(table.doctorId, table.clientUiId),
    index('appointments_doctor_start_idx').on(table.doctorId, table.startAt),
    index('appointments_patient_start_idx').on(table.patientId, table.startAt),
    index('appointments_patient_missed_idx')
      .on(table.patientId)
      .where(sql`${table.status} = 'PATIENT_MISSED'`),
  ],
);

/** Who changed what and when: the trace stack of an appointment. */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<'CREATED' | 'UPDATED' | 'STATUS_CHANGED' | 'PATIENT_ARRIVED'>().notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('appointment_events_appointment_idx').on(table.appointmentId, table.at)],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
