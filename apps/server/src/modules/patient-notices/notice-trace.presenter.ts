import type { AppointmentNotice } from '@tabib/contracts/patient-notices';
import type { NoticeTraceRow } from './notice-trace.repository';

/** One line of an appointment's SMS trace (spec 1 section 3): no recipient, text or provider detail leaves. */
export function presentNotice(row: NoticeTraceRow, patientIsGuest: boolean): AppointmentNotice {
  return {
    _id: row.id,
    display: row.key,
    kind: row.kind,
    channel: row.channel,
    patientIsGuest,
    smsTraceStatus: row.status,
    prevision_sent_date: row.dueAt.toISOString(),
    smsTraceStatusDateChanged: row.statusChangedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
