import { z } from 'zod';
import { appointmentTypes } from './appointments';
import { locales } from './locales';
import { newPatientSchema } from './patient-input';
import { familyMemberInputSchema } from './patients';

// The booking request apart from public-booking.ts: libphonenumber-js comes with it, so the
// patient's page loads it with the form, not with the doctor and the slots.

/** POST /public/doctors/:slug/appointments. Messages are the spec's error codes, answered as they are. */
export const publicBookingBodySchema = z.object({
  reason: z.string().max(64),
  type: z.enum(appointmentTypes),
  startAt: z.iso.datetime({ offset: true, message: 'InvalidDateFormat' }).max(40),
  patient: newPatientSchema.pick({
    gender: true,
    firstName: true,
    lastName: true,
    birthday: true,
    age: true,
    phone: true,
    email: true,
  }),
  /** The appointment is for this family member of the patient, who books as their holder (an adult). */
  familyMember: familyMemberInputSchema.nullish(),
  /** The language of the patient's confirmation and reminders. */
  locale: z.enum(locales).default('fr'),
  /** The ALTCHA widget's payload (base64 JSON of the solved challenge). */
  altcha: z.string({ message: 'proofOfWorkRequired' }).min(1, { message: 'proofOfWorkRequired' }).max(4000),
});
export type PublicBookingBody = z.input<typeof publicBookingBodySchema>;
