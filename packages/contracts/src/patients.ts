import { z } from 'zod';
import { toE164 } from './phone';

export const genders = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof genders)[number];

export const birthdayYearRange = { min: 1900, max: 2030 } as const;
export const adultAge = 18;

/** DD/MM/YYYY (or MM/DD/YYYY when that is the only valid reading) to YYYY-MM-DD; null when no reading is a real date. */
export function parseBirthday(input: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [, first, second, yearText] = match;
  const year = Number(yearText);
  if (year < birthdayYearRange.min || year > birthdayYearRange.max) return null;
  const iso = (month: number, day: number) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return valid ? `${yearText}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
  };
  return iso(Number(second), Number(first)) ?? iso(Number(first), Number(second));
}

/** A patient created inside a booking. Messages are the spec's error codes, answered as they are. */
export const newPatientSchema = z.object({
  gender: z.enum(genders, { message: 'PatientRequiredFieldsMissing' }).default('MALE'),
  firstName: z.string({ message: 'PatientRequiredFieldsMissing' }).trim().min(1, { message: 'PatientRequiredFieldsMissing' }),
  lastName: z.string({ message: 'PatientRequiredFieldsMissing' }).trim().min(1, { message: 'PatientRequiredFieldsMissing' }),
  birthday: z
    .string()
    .refine((value) => parseBirthday(value) !== null, { message: 'InvalidDateFormat' })
    .nullish(),
  age: z.number({ message: 'PatientRequiredFieldsMissing' }).int().min(0).max(130).nullish(),
  phone: z
    .string({ message: 'PatientRequiredFieldsMissing' })
    .refine((value) => toE164(value) !== null, { message: 'PatientRequiredFieldsMissing' }),
  email: z.union([z.literal(''), z.email({ message: 'PatientRequiredFieldsMissing' })]).nullish(),
  state: z.string().nullish(),
  city: z.string().nullish(),
});
export type NewPatient = z.input<typeof newPatientSchema>;

export const patientSummarySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string().nullable(),
  gender: z.enum(genders),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  picture: z.string().nullable(),
  isGuest: z.boolean(),
  missingAppointments: z.number().int(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

/** GET /doctors/patients/query-lookup?query=&cqDoctor= : name or phone prefix, at most 10. */
export const patientLookupQuerySchema = z.object({ query: z.string().trim().min(1).max(100), cqDoctor: z.string().optional() });
export const patientLookupResponseSchema = z.object({ success: z.literal(true), patients: z.array(patientSummarySchema) });
export const patientPaths = { lookup: '/doctors/patients/query-lookup' } as const;
