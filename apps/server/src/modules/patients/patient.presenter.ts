import { emptyMedicalProfile, type MedicalProfile } from '@tabib/contracts/medical-profile';
import { birthdayToDisplay, type MissedVisit, type Patient, type PatientSummary } from '@tabib/contracts/patients';
import type { PatientRow } from '../../db/schema/patients';
import type { MedicalProfileRow, MissedVisitRow } from './patients.repository';

/** The columns a summary shows: what a narrow select (the calendar's) must read. */
export type PatientSummaryRow = Pick<
  PatientRow,
  'id' | 'firstName' | 'lastName' | 'birthday' | 'gender' | 'phone' | 'email' | 'picture' | 'isGuest'
>;

export function presentPatientSummary(row: PatientSummaryRow, missingAppointments: number): PatientSummary {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    gender: row.gender,
    phone: row.phone,
    email: row.email,
    picture: row.picture,
    isGuest: row.isGuest,
    missingAppointments,
  };
}

/** Calendar title: last name then first name (spec 1 section 3). */
export const patientTitle = (row: Pick<PatientRow, 'firstName' | 'lastName'>) => `${row.lastName} ${row.firstName}`.trim();

/** Spec 2 section 3: the Patient of the list and of the record (birthday DD/MM/YYYY). */
function presentMissedVisit({ id, startAt, reason, doctor }: MissedVisitRow): MissedVisit {
  return {
    _id: id,
    start: startAt.toISOString(),
    consultationReason: { _id: reason.id, title: reason.title, color: reason.color },
    doctor: { _id: doctor.id, title: doctor.title, firstName: doctor.firstName, lastName: doctor.lastName },
  };
}

export function presentPatient(row: PatientRow, missed: MissedVisitRow[]): Patient {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: birthdayToDisplay(row.birthday),
    gender: row.gender,
    phone: row.phone,
    email: row.email,
    picture: row.picture,
    picture_url: row.picture,
    isGuest: row.isGuest,
    maritalStatus: row.maritalStatus,
    generalStatus: row.frozenAt ? 'frozen' : 'active',
    address: { state: row.state, city: row.city },
    missedAppointments: missed.map(presentMissedVisit),
    missingAppointments: missed.length,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMedicalProfile(row: MedicalProfileRow | undefined): MedicalProfile {
  if (!row) return emptyMedicalProfile;
  const list = (items: { _id?: string | null; name: string }[]) =>
    items.map((item) => ({ name: item.name, _id: item._id ?? null }));
  return {
    personalInfo: {
      height: { value: row.heightCm },
      weight: { value: row.weightKg },
      blood: row.blood,
      smoking: row.smoking,
      alcohol: row.alcohol,
      married: row.married,
    },
    chronicDiseases: list(row.chronicDiseases),
    medicines: list(row.medicines),
    surgeries: list(row.surgeries),
    allergies: list(row.allergies),
  };
}
