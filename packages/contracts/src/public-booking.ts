import { z } from 'zod';
import { appointmentTypes, practiceTimeZone } from './appointments';
import { localizedTextSchema } from './consultation-reasons';
import { geoPositionSchema } from './office-location';
import { citySchema, stateSchema } from './reference-data';
import { specialitySchema } from './specialities';

/**
 * Issue 15: the patient's booking page, public (no session), under /api/v1/public/. A doctor's
 * page is found by its slug (users.booking_slug): readable, stable, unique.
 */
export const publicBookingPaths = {
  doctor: '/public/doctors/:slug',
  slots: '/public/doctors/:slug/slots',
} as const;

/** The web's address of a doctor's page. */
export const publicBookingPagePath = (slug: string) => `/book/${slug}`;

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
