import { z } from 'zod';
import { appointmentTypes, practiceTimeZone } from './appointments';
import { localizedTextSchema } from './consultation-reasons';
import { geoPositionSchema } from './office-location';
import { proofOfWorkChallengePath } from './proof-of-work';
import { citySchema, stateSchema } from './reference-data';
import { specialitySchema } from './specialities';

/**
 * Issue 15: the patient's booking page, public (no session), under /api/v1/public/. A doctor's
 * page is found by its slug (users.booking_slug): readable, stable, unique.
 */
export const publicBookingPaths = {
  doctor: '/public/doctors/:slug',
  slots: '/public/doctors/:slug/slots',
  /** POST: the patient books (proof of work, rate limits; the doctor's booking rules). */
  book: '/public/doctors/:slug/appointments',
  /** GET: a fresh proof-of-work challenge for the booking form (ALTCHA). */
  challenge: proofOfWorkChallengePath,
  /** GET: what a cancel link cancels; POST: cancel it (once, until the start). */
  cancelLink: '/public/cancel-links/:token',
} as const;

/** The web's address of a doctor's page. */
export const publicBookingPagePath = (slug: string) => `/book/${slug}`;
/** The web's address a cancel link opens (sent in the patient's confirmation and reminders). */
export const publicCancelPagePath = (token: string) => `/book/cancel/${token}`;

/** Requests per window the public booking accepts (docs/decisions.md, "Public booking"). */
export const publicBookingLimits = {
  /** Bookings tried from one address (Algerian carriers put many people behind one address: generous). */
  perAddress: { max: 20, windowMinutes: 60 },
  /** Bookings tried for one phone number, across addresses. */
  perPhone: { max: 5, windowMinutes: 60 },
  /** Page, slot and challenge reads from one address. */
  readsPerAddress: { max: 600, windowMinutes: 10 },
} as const;

/** How far ahead the page offers slots: `weeks` of the slots query, from 1 to this. */
export const publicBookingMaxWeeks = 4;

/** Lower-case ASCII letters and digits in hyphen-separated words ('dr-amina-benali', 'dr-amina-benali-2'). */
export const bookingSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const bookingSlugMaxLength = 80;

export const publicDoctorParamsSchema = z.object({ slug: z.string().max(bookingSlugMaxLength) });

/** A reason the patient may pick: enabled, validated and not deleted (`isBookable`). */
export const publicReasonSchema = z.object({
  _id: z.string(),
  title: localizedTextSchema,
  /** minutes: the length of each slot offered for it */
  duration: z.number().int(),
  /** Reasons carry no type of their own: each lists the types the doctor offers (the page's `types`). */
  types: z.array(z.enum(appointmentTypes)),
});
export type PublicReason = z.infer<typeof publicReasonSchema>;

export const publicDoctorSchema = z.object({
  slug: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.string().nullable(),
  specialities: z.array(specialitySchema),
  office: z.object({
    address1: z.string(),
    state: stateSchema.nullable(),
    city: citySchema.nullable(),
    /** WGS 84 degrees, null until the doctor places the office on the map */
    position: geoPositionSchema.nullable(),
  }),
  /**
   * The appointment types a patient can book: those the weekly schedule offers (visio only for
   * a doctor allowed teleconsultation). Empty when the doctor has saved no weekly schedule.
   */
  types: z.array(z.enum(appointmentTypes)),
  reasons: z.array(publicReasonSchema),
});
export type PublicDoctor = z.infer<typeof publicDoctorSchema>;

/** GET /public/doctors/:slug */
export const publicDoctorResponseSchema = z.object({
  success: z.literal(true),
  doctor: publicDoctorSchema,
  /** The practice's time zone, in which days and hours are shown. */
  timeZone: z.string(),
});
export type PublicDoctorResponse = z.infer<typeof publicDoctorResponseSchema>;

/** GET /public/doctors/:slug/slots. A malformed or unknown reason is 400 InvalidConsultationReason. */
export const freeSlotsQuerySchema = z.object({
  reason: z.string().max(64),
  type: z.enum(appointmentTypes),
  /** The first practice day (YYYY-MM-DD); today when absent or past. */
  from: z.iso.date().max(10).optional(),
  weeks: z.coerce.number().int().min(1).max(publicBookingMaxWeeks).default(publicBookingMaxWeeks),
});
export type FreeSlotsQuery = z.input<typeof freeSlotsQuerySchema>;

export const freeSlotSchema = z.object({ startAt: z.iso.datetime(), endAt: z.iso.datetime() });
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const freeSlotsResponseSchema = z.object({
  success: z.literal(true),
  reason: z.string(),
  type: z.enum(appointmentTypes),
  duration: z.number().int(),
  timeZone: z.string(),
  /** First and last practice day of the range (both included). */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every day of the range in order, with its free slots (none on a day off, a vacancy or a full day). */
  days: z.array(z.object({ day: z.iso.date(), slots: z.array(freeSlotSchema) })),
});
export type FreeSlotsResponse = z.infer<typeof freeSlotsResponseSchema>;

export const publicBookingTimeZone = practiceTimeZone;

/** What the patient is told once booked: no patient data beyond what they typed. */
export const publicBookingResponseSchema = z.object({
  success: z.literal(true),
  code: z.literal('appointmentCreated'),
  appointment: z.object({
    _id: z.string(),
    startAt: z.iso.datetime(),
    endAt: z.iso.datetime(),
    type: z.enum(appointmentTypes),
    reason: localizedTextSchema,
  }),
  /** How the confirmation (with the cancel link) goes out: e-mail when one was given, SMS otherwise. */
  confirmationChannel: z.enum(['sms', 'email']),
});
export type PublicBookingResponse = z.infer<typeof publicBookingResponseSchema>;

export const cancelLinkParamsSchema = z.object({ token: z.string().max(200) });

/** GET /public/cancel-links/:token. An unknown, altered or expired link is 404 cancelLinkInvalid. */
export const cancelLinkResponseSchema = z.object({
  success: z.literal(true),
  doctor: z.object({ title: z.string(), firstName: z.string(), lastName: z.string(), slug: z.string().nullable() }),
  appointment: z.object({
    startAt: z.iso.datetime(),
    type: z.enum(appointmentTypes),
    /** BOOKED can be cancelled; PATIENT_CANCELED means the link was used; others: the practice changed it. */
    status: z.string(),
  }),
  timeZone: z.string(),
  cancellable: z.boolean(),
});
export type CancelLinkResponse = z.infer<typeof cancelLinkResponseSchema>;

/** POST /public/cancel-links/:token: the appointment is PATIENT_CANCELED; a second use is 409 cancelLinkUsed. */
export const cancelLinkCancelResponseSchema = z.object({ success: z.literal(true), code: z.literal('PATIENT_CANCELED') });
