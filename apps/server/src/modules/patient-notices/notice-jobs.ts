/** The jobs of the patient notices (patient-notices.service.ts handles them). */
export const patientNoticeJobs = {
  confirmation: 'patient-notice.confirmation',
  reminder: 'patient-notice.reminder',
  cancellation: 'patient-notice.cancellation',
  moved: 'patient-notice.moved',
  /** The doctor is ready for a teleconsultation now (do-call-immediately). */
  callNow: 'patient-notice.call-now',
  send: 'patient-notice.send',
} as const;

/** In a notice's key, what comes after it is the start the notice is about ('reminder:day-before@2026-...'). */
export const noticeKeyStartSeparator = '@';

/** Every reminder job of an appointment starts with this; the reminder's name and start follow. */
export const reminderJobPrefix = (appointmentId: string) => `${patientNoticeJobs.reminder}:${appointmentId}:`;
