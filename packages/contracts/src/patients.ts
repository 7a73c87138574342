import { z } from 'zod';
import type { newPatientSchema, patientFormSchema } from './patient-input';
import { idSchema } from './ids';
import { textLimits, tooLong } from './text-limits';

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

/** Request schemas with a phone (libphonenumber) live in patient-input.ts; their types are here. */
export type NewPatient = z.input<typeof newPatientSchema>;
export type PatientForm = z.input<typeof patientFormSchema>;

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

/** Who a family member is to the patient who books for them (spec 1 section 3, Appointment familyMember). */
export const familyRelations = ['child', 'spouse', 'parent', 'other'] as const;
export type FamilyRelation = (typeof familyRelations)[number];

const memberName = z
  .string({ message: 'PatientRequiredFieldsMissing' })
  .max(textLimits.personName, tooLong)
  .trim()
  .min(1, { message: 'PatientRequiredFieldsMissing' });

/**
 * A family member named in a booking: the appointment is theirs, booked under an adult patient
 * (the holder), whose record keeps it. Messages are the spec's error codes.
 */
export const familyMemberInputSchema = z.object({
  firstName: memberName,
  lastName: memberName,
  relation: z.enum(familyRelations, { message: 'PatientRequiredFieldsMissing' }),
  /** DD/MM/YYYY, optional */
  birthday: z
    .string()
    .max(textLimits.displayDate, { message: 'InvalidDateFormat' })
    .refine((value) => parseBirthday(value) !== null, { message: 'InvalidDateFormat' })
    .nullish(),
});
export type FamilyMemberInput = z.input<typeof familyMemberInputSchema>;

/** A family member the practice keeps under a patient, offered again at the next booking. Birthday is DD/MM/YYYY. */
export const familyMemberSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  relation: z.enum(familyRelations),
  birthday: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
export const familyMembersResponseSchema = z.object({ success: z.literal(true), familyMembers: z.array(familyMemberSchema) });

/** GET /doctors/patients/query-lookup?query=&cqDoctor= : name or phone prefix, at most 10. */
export const patientLookupQuerySchema = z.object({
  query: z.string().trim().min(1).max(textLimits.searchQuery),
  cqDoctor: idSchema.optional(),
});
export const patientLookupResponseSchema = z.object({ success: z.literal(true), patients: z.array(patientSummarySchema) });
export const patientPaths = { lookup: '/doctors/patients/query-lookup' } as const;

export const maritalStatuses = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOW'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];
export const patientGeneralStatuses = ['active', 'frozen'] as const;
export const patientListPageSize = 10;
export const visitHistoryPageSize = 5;
export const patientPhoneMinLength = 9;

/** ISO YYYY-MM-DD (as stored) to DD/MM/YYYY (as shown and sent). */
export const birthdayToDisplay = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

const visitReasonSchema = z.object({
  _id: z.string(),
  title: z.object({ fr: z.string(), en: z.string(), ar: z.string() }),
  color: z.string(),
});

/** A visit the patient missed (status PATIENT_MISSED): spec 2 section 3's list of missed appointments. */
export const missedVisitSchema = z.object({
  _id: z.string(),
  start: z.string(),
  consultationReason: visitReasonSchema,
  /** whom the visit was with: the doctor a clinic account shows beside it */
  doctor: z.object({ _id: z.string(), title: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type MissedVisit = z.infer<typeof missedVisitSchema>;

/** Spec 2 section 3: the Patient of the list and of the record. Birthday is DD/MM/YYYY. */
export const patientSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string().nullable(),
  gender: z.enum(genders),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  picture: z.string().nullable(),
  picture_url: z.string().nullable(),
  isGuest: z.boolean(),
  maritalStatus: z.enum(maritalStatuses).nullable(),
  generalStatus: z.enum(patientGeneralStatuses),
  address: z.object({ state: z.string().nullable(), city: z.string().nullable() }),
  /** the missed visits at the acting practice, newest first, and their count */
  missedAppointments: z.array(missedVisitSchema),
  missingAppointments: z.number().int(),
  createdAt: z.string(),
});
export type Patient = z.infer<typeof patientSchema>;

const pageQuery = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(defaultLimit),
  /** clinic accounts: the clinic doctor acted for */
  cqDoctor: idSchema.optional(),
});

/** GET list and frozen-list */
export const patientListQuerySchema = z.object({ ...pageQuery(patientListPageSize), gender: z.enum(genders).optional() });
export const patientListResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  patients: z.array(patientSchema),
});

export const patientScopeQuerySchema = z.object({ cqDoctor: idSchema.optional() });
/** Routes under /doctors/patients/:patientId (and the records' routes that name a patient). */
export const patientParamsSchema = z.object({ patientId: idSchema });
export const patientResponseSchema = z.object({ success: z.literal(true), patient: patientSchema });

/** PUT change-of-state */
export const patientChangeOfStateBodySchema = z.object({ action: z.enum(['froze', 'unfroze']) });
export const successResponseSchema = z.object({ success: z.literal(true) });

/** GET {id}/appointments: the visit history, newest first. */
export const visitHistoryQuerySchema = z.object(pageQuery(visitHistoryPageSize));
export const visitSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  duration: z.number().int(),
  status: z.enum(['BOOKED', 'DONE', 'PATIENT_MISSED', 'DOCTOR_CANCELED', 'PATIENT_CANCELED']),
  type: z.enum(['cabinet', 'visio']),
  consultationReason: visitReasonSchema,
  hasPrescription: z.boolean(),
  /** Only for a family member's visit (kept on the holder's record): the person seen, as on the appointment. */
  familyMember: familyMemberSchema.omit({ birthday: true }).nullable(),
});
export type Visit = z.infer<typeof visitSchema>;
export const visitHistoryResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  appointments: z.array(visitSchema),
});

/** Every read or change of a patient record is logged; the doctor reads it per patient. */
export const patientAccessActions = ['read', 'create', 'update', 'delete'] as const;
export const patientAccessAreas = [
  'patient',
  'medicalProfile',
  'history',
  'medicalFiles',
  'reports',
  'prescriptions',
  'payments',
] as const;
export const accessLogEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.enum(patientAccessActions),
  area: z.enum(patientAccessAreas),
  actor: z.object({ _id: z.string(), title: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export const accessLogQuerySchema = z.object(pageQuery(20));
export const accessLogResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  entries: z.array(accessLogEntrySchema),
});

export const patientRecordPaths = {
  list: '/doctors/patients/list',
  frozenList: '/doctors/patients/frozen-list',
  create: '/doctors/patients/create-new-patient',
  /** GET details, PUT update */
  one: '/doctors/patients/:patientId',
  history: '/doctors/patients/:patientId/appointments',
  remove: '/doctors/patients/:patientId/remove',
  changeOfState: '/doctors/patients/:patientId/change-of-state',
  medicalProfile: '/doctors/patients/:patientId/medical-profile',
  accessLog: '/doctors/patients/:patientId/access-log',
  /** GET: the patient's family members, for the booking form */
  familyMembers: '/doctors/patients/:patientId/family-members',
} as const;
