import { z } from 'zod';
import { clinicUserRoles, doctorTitleMaxLength, maxDoctorSpecialities } from './clinic-users';
import { idSchema } from './ids';
import { toE164 } from './phone';
import { textLimits, tooLong } from './text-limits';

// The clinic's create and update requests check a phone, apart from clinic-users.ts:
// libphonenumber-js comes with them, so the lists (which only read) do not load it.

const requiredName = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(textLimits.personName, tooLong);

const emailField = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(textLimits.email, tooLong)
  .pipe(z.email({ message: 'validation.email' }))
  .transform((value) => value.toLowerCase());

/** Typed as the user likes, stored E.164; empty or null clears it. */
const phoneField = z
  .string()
  .max(textLimits.phone, tooLong)
  .trim()
  .refine((value) => value === '' || toE164(value) !== null, { message: 'validation.phone' })
  .transform((value) => (value === '' ? null : toE164(value)!))
  .nullable();

const titleField = z.string().trim().max(doctorTitleMaxLength, tooLong);
const specialitiesField = z.array(idSchema).max(maxDoctorSpecialities);

/** POST create-new-entity-user: the account gets a one-time password by e-mail. */
export const createClinicEntityBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('doctor'),
    email: emailField,
    title: titleField.default('Dr'),
    firstName: requiredName,
    lastName: requiredName,
    phone: phoneField.optional(),
    specialities: specialitiesField.default([]),
    telemedicineAllowed: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('user'),
    email: emailField,
    firstName: requiredName,
    lastName: requiredName,
    phone: phoneField.optional(),
    role: z.enum(clinicUserRoles).default('member'),
  }),
]);
export type CreateClinicEntityBody = z.input<typeof createClinicEntityBodySchema>;
export type CreateClinicEntityInput = z.output<typeof createClinicEntityBodySchema>;

/** PUT update-entity-user: the fields sent change, the others stay; the e-mail address does not change. */
export const updateClinicEntityBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('doctor'),
    userId: idSchema,
    title: titleField.optional(),
    firstName: requiredName.optional(),
    lastName: requiredName.optional(),
    phone: phoneField.optional(),
    specialities: specialitiesField.optional(),
    telemedicineAllowed: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('user'),
    userId: idSchema,
    firstName: requiredName.optional(),
    lastName: requiredName.optional(),
    phone: phoneField.optional(),
    role: z.enum(clinicUserRoles).optional(),
  }),
]);
export type UpdateClinicEntityBody = z.input<typeof updateClinicEntityBodySchema>;
export type UpdateClinicEntityInput = z.output<typeof updateClinicEntityBodySchema>;
