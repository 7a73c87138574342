import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { appointments } from './appointments';

export const patientNoticeKind = pgEnum('patient_notice_kind', ['confirmation', 'reminder', 'cancellation', 'moved', 'call_now']);
export const patientNoticeChannel = pgEnum('patient_notice_channel', ['sms', 'email']);
/** Spec 1 section 3, smsTraceStatus: unknown until the provider reports. */
export const patientNoticeStatus = pgEnum('patient_notice_status', ['unknown', 'failed', 'delivered']);

/**
 * Every notice sent, or to be sent, to a patient about an appointment: the SMS trace of the
 * appointment details. `key` names the notice within its appointment ('confirmation',
 * 'reminder:day-before', ...): with the channel it is unique, so a notice is never made twice.
 */
export const patientNotices = pgTable(
  'patient_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: patientNoticeKind('kind').notNull(),
    key: text('key').notNull(),
    channel: patientNoticeChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: patientNoticeStatus('status').notNull().default('unknown'),
    /** The start the notice tells the patient (null in notices made before it was kept). */
    appointmentStartAt: timestamp('appointment_start_at', { withTimezone: true }),
    /** When it is meant to leave (spec: prevision_sent_date). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** spec: smsTraceStatusDateChanged */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('patient_notices_appointment_key_unique').on(table.appointmentId, table.key, table.channel),
    index('patient_notices_provider_message_idx').on(table.provider, table.providerMessageId),
  ],
);

export type PatientNoticeRow = typeof patientNotices.$inferSelect;
