import dayjs from 'dayjs';
import type { Appointment } from '@tabib/contracts/appointments';
import type { Locale } from '@tabib/contracts/locales';
import type { UserProfile } from '@tabib/contracts/user';
import type { TitledPerson } from '../../../lib/doctor-name';

export interface PrescriptionHeader {
  doctor: TitledPerson;
  speciality: string | null;
  practiceName: string | null;
  /** the office's street, commune and wilaya (those known) */
  address: string[];
  phone: string | null;
  email: string | null;
}

/**
 * Whose name heads the printed prescription: the practice's doctor (the signed-in doctor, an
 * assistant's employer), with their speciality (spec 2 section 2.9). Clinic accounts have no
 * prescriptions (capabilities.ts, records.prescriptionRead).
 */
export function prescriptionHeaderOf(profile: UserProfile, locale: Locale): PrescriptionHeader {
  const actingFor = profile.practiceDoctor;
  const person = actingFor ?? profile;
  const speciality = actingFor?.specialities[0]?.title;
  const office = profile.offices.find((entry) => entry.doctorId === person._id);
  const { address1, city, state } = office?.address ?? { address1: '', city: null, state: null };
  const address = [address1.trim(), city?.name[locale], state?.name[locale]].filter((part): part is string => !!part);
  return {
    doctor: { title: person.title, firstName: person.firstName, lastName: person.lastName },
    speciality: speciality ? speciality[locale] || speciality.fr : null,
    practiceName: profile.clinicObject?.name ?? null,
    address,
    phone: office?.phone ?? null,
    email: actingFor?.email ?? profile.email,
  };
}

/** Full years from a stored birthday (YYYY-MM-DD or DD/MM/YYYY); null when unknown. */
export function ageInYears(birthday: string | null, today: Date = new Date()): number | null {
  if (!birthday) return null;
  const date = /^\d{2}\/\d{2}\/\d{4}$/.test(birthday) ? dayjs(birthday.split('/').reverse().join('-')) : dayjs(birthday);
  if (!date.isValid()) return null;
  const years = dayjs(today).diff(date, 'year');
  return years >= 0 ? years : null;
}

/**
 * Who the prescription is for: the patient, or the family member seen with the holder beside them
 * (the visit is filed on the holder's record: docs/decisions.md, "Family members").
 */
export function patientNameOf(
  appointment: Pick<Appointment, 'patient' | 'title' | 'familyMember'>,
  familyMember: (names: { member: string; holder: string }) => string,
): string {
  const holder = appointment.patient ? `${appointment.patient.firstName} ${appointment.patient.lastName}` : appointment.title;
  const member = appointment.familyMember;
  return member ? familyMember({ member: `${member.firstName} ${member.lastName}`, holder }) : holder;
}
