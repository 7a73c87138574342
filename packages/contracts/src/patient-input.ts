import { z } from 'zod';
import { genders, maritalStatuses, parseBirthday, patientPhoneMinLength } from './patients';
import { toE164 } from './phone';
import { textLimits, tooLong } from './text-limits';

// The patient requests that check a phone, apart from patients.ts: libphonenumber-js comes with
// them, so a screen that only reads patients (the calendar, the header's search) does not load it.

/**
 * A patient created inside a booking. Messages are the spec's error codes, answered as they are.
 * The gender is asked, never assumed: a silent 'MALE' default filed women as men.
 */
export const newPatientSchema = z.object({
  gender: z.enum(genders, { message: 'PatientRequiredFieldsMissing' }),
  firstName: z
    .string({ message: 'PatientRequiredFieldsMissing' })
    .max(textLimits.personName, tooLong)
    .trim()
    .min(1, { message: 'PatientRequiredFieldsMissing' }),
  lastName: z
    .string({ message: 'PatientRequiredFieldsMissing' })
    .max(textLimits.personName, tooLong)
    .trim()
    .min(1, { message: 'PatientRequiredFieldsMissing' }),
  birthday: z
    .string()
    .max(textLimits.displayDate, { message: 'InvalidDateFormat' })
    .refine((value) => parseBirthday(value) !== null, { message: 'InvalidDateFormat' })
    .nullish(),
  age: z.number({ message: 'PatientRequiredFieldsMissing' }).int().min(0).max(130).nullish(),
  phone: z
    .string({ message: 'PatientRequiredFieldsMissing' })
    .max(textLimits.phone, tooLong)
    .refine((value) => toE164(value) !== null, { message: 'PatientRequiredFieldsMissing' }),
  email: z.union([z.literal(''), z.email({ message: 'PatientRequiredFieldsMissing' }).max(textLimits.email, tooLong)]).nullish(),
  state: z.string().max(textLimits.place, tooLong).nullish(),
  city: z.string().max(textLimits.place, tooLong).nullish(),
});

/** Patient form of spec 2 section 5. Messages are the spec's error codes. */
export const patientFormSchema = z.object({
  firstName: z
    .string({ message: 'requiredFields' })
    .trim()
    .min(1, { message: 'requiredFields' })
    .max(textLimits.personName, tooLong),
  lastName: z
    .string({ message: 'requiredFields' })
    .trim()
    .min(1, { message: 'requiredFields' })
    .max(textLimits.personName, tooLong),
  phone: z
    .string({ message: 'requiredFields' })
    .max(textLimits.phone, tooLong)
    .trim()
    .min(patientPhoneMinLength, { message: 'invalidPhoneNumber' })
    .refine((value) => toE164(value) !== null, { message: 'invalidPhoneNumber' }),
  email: z.union([z.literal(''), z.email({ message: 'invalidEmail' }).max(textLimits.email, tooLong)]).nullish(),
  birthday: z
    .string()
    .max(textLimits.displayDate, { message: 'InvalidDateFormat' })
    .refine((value) => value === '' || parseBirthday(value) !== null, { message: 'InvalidDateFormat' })
    .nullish(),
  gender: z.enum(genders, { error: (issue) => (issue.input === undefined ? 'requiredFields' : undefined) }),
  maritalStatus: z.enum(maritalStatuses).nullish(),
  address: z
    .object({
      state: z.string().max(textLimits.place, tooLong).nullish(),
      city: z.string().max(textLimits.place, tooLong).nullish(),
    })
    .nullish(),
});

/** POST create-new-patient: patient_ui_id makes a replayed (offline-queued) create answer the same patient. */
export const createPatientBodySchema = patientFormSchema.extend({
  patient_ui_id: z.string().max(textLimits.clientKey).nullish(),
});
