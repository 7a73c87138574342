import { z } from 'zod';

/**
 * Issue 15: the notices a patient gets about an appointment (confirmation, reminders,
 * cancellation), by SMS or e-mail, and their trace in the appointment details (spec 1 section 3).
 */
/** `call_now`: the doctor is ready for the teleconsultation now (POST do-call-immediately). */
export const patientNoticeKinds = ['confirmation', 'reminder', 'cancellation', 'moved', 'call_now'] as const;
export type PatientNoticeKind = (typeof patientNoticeKinds)[number];
export const patientNoticeChannels = ['sms', 'email'] as const;
export const smsTraceStatuses = ['unknown', 'failed', 'delivered'] as const;
export type SmsTraceStatus = (typeof smsTraceStatuses)[number];

/** When a doctor's patients are reminded of a BOOKED appointment; each reminder can be turned off. */
export const patientReminderSettingsSchema = z.object({
  /** The day before, at this practice time (HH:mm). */
  dayBefore: z.object({
    enabled: z.boolean(),
    time: z
      .string()
      .max(5)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  }),
  /** This many hours before the start. */
  hoursBefore: z.object({ enabled: z.boolean(), hours: z.number().int().min(1).max(24) }),
});
export type PatientReminderSettings = z.infer<typeof patientReminderSettingsSchema>;

export const defaultPatientReminderSettings: PatientReminderSettings = {
  dayBefore: { enabled: true, time: '18:00' },
  hoursBefore: { enabled: true, hours: 2 },
};

/**
 * The stored settings (users.patient_reminders, a partial object) completed with the defaults,
 * key by key: what the preferences show and what the reminders are planned with.
 */
export function patientReminderSettingsOf(stored: unknown): PatientReminderSettings {
  const parts = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const part = <Key extends keyof PatientReminderSettings>(key: Key): PatientReminderSettings[Key] => {
    const merged = { ...defaultPatientReminderSettings[key], ...(parts[key] as object | undefined) };
    const checked = patientReminderSettingsSchema.shape[key].safeParse(merged);
    return (checked.success ? checked.data : defaultPatientReminderSettings[key]) as PatientReminderSettings[Key];
  };
  return { dayBefore: part('dayBefore'), hoursBefore: part('hoursBefore') };
}

/** GET and PUT /doctors/preferences/patient-reminders (designed here: the spec names no path). */
export const patientRemindersPath = '/doctors/preferences/patient-reminders';
/** PUT: the whole settings, both reminders. */
export const patientRemindersBodySchema = z.object({ patientReminders: patientReminderSettingsSchema });
export type PatientRemindersBody = z.infer<typeof patientRemindersBodySchema>;
export const patientRemindersResponseSchema = z.object({
  success: z.literal(true),
  patientReminders: patientReminderSettingsSchema,
});

/**
 * One notice of an appointment's SMS trace (spec 1 section 3), newest first. `display` is the
 * notice's name within its appointment ('confirmation', 'reminder:day-before',
 * 'reminder:hours-before', 'cancellation'): language-free, the screen translates it (and falls
 * back to the kind for a name it does not know). Instants are ISO strings.
 */
export const appointmentNoticeSchema = z.object({
  _id: z.string(),
  display: z.string(),
  kind: z.enum(patientNoticeKinds),
  channel: z.enum(patientNoticeChannels),
  patientIsGuest: z.boolean(),
  smsTraceStatus: z.enum(smsTraceStatuses),
  /** When it is meant to leave (patient_notices.due_at). */
  prevision_sent_date: z.string(),
  /** When the status last changed; null while nothing was reported. */
  smsTraceStatusDateChanged: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type AppointmentNotice = z.infer<typeof appointmentNoticeSchema>;
export const appointmentNoticesResponseSchema = z.object({
  success: z.literal(true),
  notices: z.array(appointmentNoticeSchema),
});

/** GET /doctors/appointments/{id}/notices?clinic_doctor= (designed here: the spec does not show the path). */
export const appointmentNoticesPath = (appointmentId: string) => `/doctors/appointments/${appointmentId}/notices`;

/**
 * POST /public/sms/delivery-reports (designed here): the SMS gateway tells how a message ended.
 * It names the message by our `reference` (the notice's id, sent with it) or by its own id, and
 * carries the shared secret SMS_REPORTS_TOKEN in this header.
 */
export const smsDeliveryReportsPath = '/public/sms/delivery-reports';
export const smsReportsTokenHeader = 'x-sms-reports-token';
export const smsDeliveryReportHeadersSchema = z.object({ [smsReportsTokenHeader]: z.string().max(200).optional() });
export const smsDeliveryReportBodySchema = z.object({
  reference: z.string().max(100).optional(),
  providerMessageId: z.string().max(200).optional(),
  status: z.enum(['delivered', 'failed']),
  /** When the status was reached; absent: when the report arrives. An older report than the one recorded changes nothing. */
  at: z.iso.datetime({ offset: true }).max(40).optional(),
});
export type SmsDeliveryReport = z.infer<typeof smsDeliveryReportBodySchema>;
export const smsDeliveryReportResponseSchema = z.object({
  success: z.literal(true),
  /** false when no SMS notice has this reference or id (or a later report was recorded). */
  updated: z.boolean(),
});
