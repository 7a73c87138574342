import type { AppointmentNotice, PatientNoticeKind } from '@tabib/contracts/patient-notices';

/** What the details show of a notice's progress: the spec's status, with "unknown" split by whether it left. */
export type NoticeState = 'planned' | 'sent' | 'delivered' | 'failed';

export function noticeStateOf(notice: Pick<AppointmentNotice, 'smsTraceStatus' | 'sentAt'>): NoticeState {
  if (notice.smsTraceStatus !== 'unknown') return notice.smsTraceStatus;
  return notice.sentAt ? 'sent' : 'planned';
}

export const noticeStateColors: Record<NoticeState, string> = {
  planned: 'default',
  sent: 'processing',
  delivered: 'success',
  failed: 'error',
};

/** The notice's own name when the screen knows it (its `display`), else its kind. */
export type NoticeLabel =
  'confirmation' | 'reminderDayBefore' | 'reminderHoursBefore' | 'reminder' | 'cancellation' | 'moved' | 'callNow';

const labelsByDisplay: Record<string, NoticeLabel> = {
  confirmation: 'confirmation',
  'reminder:day-before': 'reminderDayBefore',
  'reminder:hours-before': 'reminderHoursBefore',
  cancellation: 'cancellation',
};

const labelsByKind: Record<PatientNoticeKind, NoticeLabel> = {
  confirmation: 'confirmation',
  reminder: 'reminder',
  cancellation: 'cancellation',
  moved: 'moved',
  call_now: 'callNow',
};

export function noticeLabelOf(notice: Pick<AppointmentNotice, 'display' | 'kind'>): NoticeLabel {
  return labelsByDisplay[notice.display] ?? labelsByKind[notice.kind];
}

/** When the status last changed, or when the notice left while no status came back. */
export const noticeStatusDateOf = (notice: Pick<AppointmentNotice, 'smsTraceStatusDateChanged' | 'sentAt'>) =>
  notice.smsTraceStatusDateChanged ?? notice.sentAt;
