import type { AppointmentNotice } from '@tabib/contracts/patient-notices';
import { noticeKeyStartSeparator } from './notice-jobs';
import type { NoticeTraceRow, PlannedReminderRow } from './notice-trace.repository';

/** One line of an appointment's SMS trace (spec 1 section 3): no recipient, text or provider detail leaves. */
export function presentNotice(row: NoticeTraceRow, patientIsGuest: boolean): AppointmentNotice {
  return {
    _id: row.id,
    display: row.key.split(noticeKeyStartSeparator)[0]!,
    kind: row.kind,
    channel: row.channel,
    patientIsGuest,
    smsTraceStatus: row.status,
    prevision_sent_date: row.dueAt.toISOString(),
    smsTraceStatusDateChanged: row.statusChangedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * A reminder still waiting in the job queue, as the trace shows it: planned, not sent. Its
 * channel is the one the reminder will take (SMS when the patient has a phone).
 */
export function presentPlannedReminder(
  row: PlannedReminderRow,
  patient: { patientIsGuest: boolean; phone: string | null },
): AppointmentNotice {
  return {
    _id: `planned-${row.id}`,
    display: `reminder:${String(row.payload.reminder)}`,
    kind: 'reminder',
    channel: patient.phone ? 'sms' : 'email',
    patientIsGuest: patient.patientIsGuest,
    smsTraceStatus: 'unknown',
    prevision_sent_date: row.runAt.toISOString(),
    smsTraceStatusDateChanged: null,
    sentAt: null,
  };
}
