import type { PatientSummary } from '@tabib/contracts/patients';
import type { PatientRow } from '../../db/schema/patients';

export function presentPatientSummary(row: PatientRow, missingAppointments: number): PatientSummary {
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
