import type { Office, UserProfile } from '@tabib/contracts/user';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import { isLocale } from '@tabib/contracts/locales';
import type { Speciality } from '@tabib/contracts/specialities';
import type { ClinicRow, UserRow } from '../../db/schema/accounts';
import { isClinicAccount, privilegeOfUser } from '../practice/practice.policy';
import type { cities, specialities as specialitiesTable, states } from '../../db/schema/reference-data';

type SpecialityRow = typeof specialitiesTable.$inferSelect;
type PlaceRow = typeof states.$inferSelect | typeof cities.$inferSelect;

/** A doctor's office as the repository reads it (no profile row: no address). */
export interface OfficeRow {
  doctorId: string;
  phone: string | null;
  address1: string | null;
  state: PlaceRow | null;
  city: PlaceRow | null;
}

const presentPlace = (row: PlaceRow | null) =>
  row ? { _id: row.id, name: { fr: row.nameFr, en: row.nameEn, ar: row.nameAr } } : null;

const presentOffice = (row: OfficeRow): Office => ({
  doctorId: row.doctorId,
  address: { address1: row.address1 ?? '', state: presentPlace(row.state), city: presentPlace(row.city) },
  phone: row.phone,
});

export interface ClinicContext {
  clinic: ClinicRow;
  members: UserRow[];
  /** each clinic doctor's specialities, in reference order */
  specialities: { doctorId: string; speciality: SpecialityRow }[];
}

export const presentSpeciality = (row: SpecialityRow): Speciality => ({
  _id: row.id,
  title: { fr: row.titleFr, en: row.titleEn, ar: row.titleAr },
});

function presentClinic({ clinic, members, specialities }: ClinicContext): NonNullable<UserProfile['clinicObject']> {
  return {
    _id: clinic.id,
    name: clinic.name,
    doctors: members
      .filter((member) => member.kind === 'doctor')
      .map((doctor) => ({
        _id: doctor.id,
        title: doctor.title,
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        picture: doctor.picture,
        specialities: specialities
          .filter((entry) => entry.doctorId === doctor.id)
          .map((entry) => presentSpeciality(entry.speciality)),
        work_status: doctor.workStatus,
      })),
    users: members
      .filter((member) => member.kind !== 'doctor')
      .map((member) => ({
        _id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        role: member.clinicRole,
        isClinicUnit: member.kind === 'clinic_unit',
      })),
    specialities: [...new Map(specialities.map((entry) => [entry.speciality.id, presentSpeciality(entry.speciality)])).values()],
    gallery: [],
    bg_header: null,
  };
}

/** The only shape in which an account leaves the server (no hash, no other tenant's data). */
export interface ReasonsContext {
  reasons: ConsultationReason[];
  grouped: { doctorId: string; reasons: ConsultationReason[] }[];
}

/** The doctor of the account's practice and their specialities (null for clinic accounts). */
export interface PracticeDoctorContext {
  doctor: UserRow;
  specialities: SpecialityRow[];
}

/** The practice's doctor and the offices a prescription can be headed with (each clinic doctor's for a clinic account). */
export interface PracticeContext {
  doctor: PracticeDoctorContext | null;
  offices: OfficeRow[];
}

export function presentProfile(
  user: UserRow,
  reasonsContext: ReasonsContext,
  practice: PracticeContext,
  clinicContext?: ClinicContext,
): UserProfile {
  const clinicAccount = isClinicAccount(user);
  const practiceDoctor = practice.doctor;
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    picture: user.picture,
    locale: isLocale(user.locale) ? user.locale : 'fr',
    accept_terms: user.acceptTerms,
    firstLoginPswReset: user.firstLoginPswReset,
    role: user.clinicRole,
    isClinic: clinicAccount,
    clinic: user.clinicId,
    clinic_user: user.kind === 'clinic_user',
    clinic_doctor: user.kind === 'doctor' && user.clinicId !== null,
    isClinicUnit: user.kind === 'clinic_unit',
    isAssistant: user.kind === 'assistant',
    userPosition: user.position,
    settings: { allowAll: clinicAccount ? true : user.allowAll },
    is_allowed_for_telemedicine_calls: user.telemedicineAllowed,
    privileges: privilegeOfUser(user),
    offices: practice.offices.map(presentOffice),
    consultationReasons: reasonsContext.reasons,
    consultationReasonsGrouped: reasonsContext.grouped,
    clinicObject: clinicContext ? presentClinic(clinicContext) : null,
    practiceDoctor: practiceDoctor
      ? {
          _id: practiceDoctor.doctor.id,
          title: practiceDoctor.doctor.title,
          firstName: practiceDoctor.doctor.firstName,
          lastName: practiceDoctor.doctor.lastName,
          email: practiceDoctor.doctor.email,
          specialities: practiceDoctor.specialities.map(presentSpeciality),
        }
      : null,
  };
}
