import { z } from 'zod';
import { consultationReasonSchema } from './consultation-reasons';
import { idSchema } from './ids';
import type { appointmentPatientFieldsSchema, createAppointmentSchema, updateAppointmentSchema } from './appointment-input';
import { familyRelations, patientSummarySchema } from './patients';
import { textLimits } from './text-limits';

export const appointmentStatuses = ['BOOKED', 'DONE', 'PATIENT_MISSED', 'DOCTOR_CANCELED', 'PATIENT_CANCELED'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
/** The statuses the calendar loads; they also hold their slot. */
export const calendarStatuses = ['BOOKED', 'DONE', 'PATIENT_MISSED'] as const satisfies readonly AppointmentStatus[];
export const statusTargets = ['DONE', 'PATIENT_MISSED', 'DOCTOR_CANCELED'] as const satisfies readonly AppointmentStatus[];
export type StatusTarget = (typeof statusTargets)[number];

export const appointmentTypes = ['cabinet', 'visio'] as const;
export type AppointmentType = (typeof appointmentTypes)[number];

export const calendarViews = ['day', 'week', 'month', 'agenda'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Spec 1 section 9. */
export const appointmentDurations = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 75, 90, 120, 150, 180, 210, 240] as const;
export const maxAppointmentsPerPatientPerDay = 4;
export const calendarConstants = {
  stepMinutes: 5,
  timeslots: 12,
  dayModeStart: '07:00',
  dayModeEnd: '23:00',
  nightModeStart: '00:00',
  nightModeEnd: '06:59',
  offBlockStart: '07:00',
  offBlockEnd: '22:00',
  eventPxPerMinute: 2.33,
  visioRunningHours: 3,
  countRefreshMs: 60_000,
  pastSlotWarningMs: 5_000,
  socketBannerAfterAttempts: 2,
} as const;
export const practiceTimeZone = 'Africa/Algiers';

export const appointmentSchema = z.object({
  _id: z.string(),
  doctorId: z.string(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  duration: z.number().int(),
  patient: patientSummarySchema.nullable(),
  consultationReason: consultationReasonSchema,
  status: z.enum(appointmentStatuses),
  type: z.enum(appointmentTypes),
  patientArrived: z.boolean(),
  /** Only for a family member's appointment: the person seen, booked under `patient` (the holder). */
  familyMember: z
    .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), relation: z.enum(familyRelations) })
    .nullable(),
  is_video_call_allowed: z.boolean(),
  online: z.boolean(),
  done: z.boolean(),
  source: z.enum(['doctor', 'patient']),
  appointment_ui_id: z.string().nullable(),
  clinicDoctor: z.object({ _id: z.string(), title: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

const jsonList = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .max(textLimits.idListQuery)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'validation.jsonList' });
        return z.NEVER;
      }
    })
    .pipe(z.array(item));

/** GET /doctors/appointments/retrieve-appointments-on-mode */
export const retrieveAppointmentsQuerySchema = z.object({
  mode: z.enum(calendarViews),
  cqDoctor: idSchema.optional(),
  fromTime: z.iso.datetime({ offset: true }).max(textLimits.dateTime),
  toTime: z.iso.datetime({ offset: true }).max(textLimits.dateTime),
  consultationReasons: jsonList(idSchema).optional(),
  status: jsonList(z.enum(calendarStatuses)).optional(),
});
export type RetrieveAppointmentsQuery = z.input<typeof retrieveAppointmentsQuerySchema>;
export type AppointmentsFilter = z.output<typeof retrieveAppointmentsQuerySchema>;
export const appointmentsResponseSchema = z.object({ success: z.literal(true), appointments: z.array(appointmentSchema) });

export const clinicDoctorQuerySchema = z.object({ clinic_doctor: idSchema.optional() });
/** Routes under /doctors/appointments/:id */
export const appointmentParamsSchema = z.object({ id: idSchema });
export const appointmentResponseSchema = z.object({
  success: z.literal(true),
  appointment: appointmentSchema,
  allowed_call: z.boolean(),
});

/** Request schemas with a phone (libphonenumber) live in appointment-input.ts; their types are here. */
export type CreateAppointmentRequest = z.input<typeof createAppointmentSchema>;
export type AppointmentPatientFields = z.input<typeof appointmentPatientFieldsSchema>;
export type UpdateAppointmentRequest = z.input<typeof updateAppointmentSchema>;

/** A same-day booking at a time already past is kept; the saved time comes back for the attention notice. */
export const bookingAttentionSchema = z.object({ code: z.literal('bookedInPastSameDay'), savedAt: z.string() });
export const createAppointmentResponseSchema = z.object({
  success: z.literal(true),
  code: z.literal('appointmentCreated'),
  appointment: appointmentSchema,
  patient_id: z.string(),
  allowed_call: z.boolean(),
  attention: bookingAttentionSchema.nullable(),
});
export type CreateAppointmentResponse = z.infer<typeof createAppointmentResponseSchema>;

/** PUT /doctors/appointments/{id}/status */
export const updateStatusSchema = z.object({
  status: z.enum(statusTargets),
  clinic_doctor: idSchema.nullish(),
  appointmentId: idSchema.optional(),
  isNotify: z.boolean().default(false),
});
export type UpdateStatusRequest = z.input<typeof updateStatusSchema>;

export const appointmentMutationResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  appointment: appointmentSchema,
});

export const traceEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(['CREATED', 'UPDATED', 'STATUS_CHANGED', 'PATIENT_ARRIVED']),
  at: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export const traceStackResponseSchema = z.object({ success: z.literal(true), trace: z.array(traceEntrySchema) });

/** GET /doctors/schedule/retrieve-offworks-times */
export const offworksQuerySchema = z.object({ clinicDoctor: idSchema.optional() });
export const offworksResponseSchema = z.object({
  success: z.literal(true),
  daysNoWork: z.array(z.string()),
  vacancies: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Both modes' blocks, as schedule.ts's weeklySchedule (UTC HH:mm); every day empty: no schedule saved, nothing shaded. */
  weeklySchedule: z.array(
    z.object({
      day: z.number().int(),
      dailySchedule: z.array(
        z.object({ _id: z.string(), startAt: z.string(), endAt: z.string(), types: z.array(z.enum(appointmentTypes)) }),
      ),
    }),
  ),
});

/** GET /doctors/appointements-count: today's live appointments of the acting doctor. */
export const appointmentsCountQuerySchema = z.object({ cqDoctor: idSchema.optional() });
export const appointmentsCountResponseSchema = z.object({
  success: z.literal(true),
  totalAppointements: z.object({ total: z.number().int(), doctors: z.number().int(), patients: z.number().int() }),
});

export const appointmentPaths = {
  list: '/doctors/appointments/retrieve-appointments-on-mode',
  one: (id: string) => `/doctors/appointments/${id}`,
  trace: (id: string) => `/doctors/appointments/${id}/trace-stack`,
  create: '/doctors/appointments/create-new-appointment',
  status: (id: string) => `/doctors/appointments/${id}/status`,
  patientArrived: (id: string) => `/doctors/appointments/${id}/patient-arrived`,
  offworks: '/doctors/schedule/retrieve-offworks-times',
  count: '/doctors/appointements-count',
} as const;

/** Socket.io namespace /workers/appointments/status, event `appointments.status`. */
export const appointmentSocket = {
  namespace: '/workers/appointments/status',
  clinicNamespace: '/workers/clinic/instant-update',
  event: 'appointments.status',
  clinicEvent: 'clinic.room',
  join: 'room.join',
  leave: 'room.leave',
} as const;
export const appointmentEventTypes = [
  'BOOKED',
  'CANCELED',
  'APPOINTMENT_UPDATED',
  'PATIENT_ARRIVED',
  'DONE',
  'PATIENT_MISSED',
] as const;
export const appointmentEventSchema = z.object({
  type: z.enum(appointmentEventTypes),
  doctorId: z.string(),
  appointment: appointmentSchema,
  actorUserId: z.string().nullable(),
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;
