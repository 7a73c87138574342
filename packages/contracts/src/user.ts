import { z } from 'zod';
import { locales } from './locales';
import { consultationReasonSchema } from './consultation-reasons';
import { citySchema, stateSchema } from './reference-data';
import { specialitySchema } from './specialities';

export const privileges = ['DOC-ALL', 'DOC-DEA', 'ASS'] as const;
export type Privilege = (typeof privileges)[number];

export const userPositions = ['ASSISTANT', 'AS-DOCTOR'] as const;
export type UserPosition = (typeof userPositions)[number];

export const clinicDoctorSchema = z.object({
  _id: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.string().nullable(),
  specialities: z.array(specialitySchema),
  work_status: z.string(),
});
export type ClinicDoctor = z.infer<typeof clinicDoctorSchema>;

export const clinicObjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  doctors: z.array(clinicDoctorSchema),
  users: z.array(
    z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.string().nullable(),
      isClinicUnit: z.boolean(),
    }),
  ),
  /** every speciality of the clinic's doctors */
  specialities: z.array(specialitySchema),
  gallery: z.array(z.string()),
  bg_header: z.string().nullable(),
});

/**
 * A doctor's office as a printed prescription heads it: the address with its wilaya and commune
 * named per locale, and the doctor's phone (E.164).
 */
export const officeSchema = z.object({
  doctorId: z.string(),
  address: z.object({ address1: z.string(), state: stateSchema.nullable(), city: citySchema.nullable() }),
  phone: z.string().nullable(),
});
export type Office = z.infer<typeof officeSchema>;

/** The User of spec 1 section 3, as every profile-bearing response carries it. */
export const userProfileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  picture: z.string().nullable(),
  locale: z.enum(locales),
  accept_terms: z.boolean(),
  firstLoginPswReset: z.boolean(),
  role: z.string().nullable(),
  isClinic: z.boolean(),
  clinic: z.string().nullable(),
  clinic_user: z.boolean(),
  clinic_doctor: z.boolean(),
  isClinicUnit: z.boolean(),
  isAssistant: z.boolean(),
  userPosition: z.enum(userPositions).nullable(),
  is_allowed_for_telemedicine_calls: z.boolean(),
  settings: z.object({ allowAll: z.boolean() }),
  privileges: z.enum(privileges),
  /** The practice doctor's office, or each clinic doctor's for a clinic account. */
  offices: z.array(officeSchema),
  /** The reasons of the doctor this account books for (all of them; the UI filters bookable ones). */
  consultationReasons: z.array(consultationReasonSchema),
  /** Clinic accounts: the reasons of each clinic doctor. */
  consultationReasonsGrouped: z.array(z.object({ doctorId: z.string(), reasons: z.array(consultationReasonSchema) })),
  clinicObject: clinicObjectSchema.nullable(),
  /**
   * The doctor whose practice the account works in: itself for a doctor, the employer for an
   * assistant, null for clinic accounts (they pick a doctor). Heads a printed prescription.
   */
  practiceDoctor: z
    .object({
      _id: z.string(),
      title: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      specialities: z.array(specialitySchema),
    })
    .nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

type PrivilegeInput = Pick<UserProfile, 'isAssistant' | 'userPosition' | 'settings'>;

/** Spec 1 section 6: the permission level derived from a profile. */
export function privilegeOf(user: PrivilegeInput): Privilege {
  if (user.isAssistant && user.userPosition !== 'AS-DOCTOR') return 'ASS';
  return user.settings.allowAll ? 'DOC-ALL' : 'DOC-DEA';
}

export type AccountKind = 'doctor' | 'clinicDoctor' | 'assistant' | 'clinicAdmin' | 'clinicUser' | 'clinicUnit';

export function accountKindOf(user: UserProfile): AccountKind {
  if (user.isClinicUnit) return 'clinicUnit';
  if (user.isClinic && user.clinic_user) return user.role === 'admin' ? 'clinicAdmin' : 'clinicUser';
  if (user.isAssistant) return 'assistant';
  if (user.clinic_doctor) return 'clinicDoctor';
  return 'doctor';
}
