import dayjs from 'dayjs';
import type { Locale } from '@tabib/contracts/locales';
import type { UserProfile } from '@tabib/contracts/user';

export interface PrescriptionHeader {
  doctorName: string;
  speciality: string | null;
  practiceName: string | null;
  email: string | null;
}

const fullName = (person: { title: string; firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * Whose name heads the printed prescription: the practice's doctor (the signed-in doctor, an
 * assistant's employer), or for a clinic account the selected clinic doctor, with their
 * speciality (spec 2 section 2.9).
 */
export function prescriptionHeaderOf(profile: UserProfile, clinicDoctorId: string | null, locale: Locale): PrescriptionHeader {
  const clinic = profile.clinicObject;
  const actingFor = profile.isClinic ? clinic?.doctors.find((doctor) => doctor._id === clinicDoctorId) : profile.practiceDoctor;
  const person = actingFor ?? profile;
  const speciality = actingFor?.specialities[0]?.title;
  return {
    doctorName: fullName(person),
    speciality: speciality ? speciality[locale] || speciality.fr : null,
    practiceName: clinic?.name ?? null,
    email: profile.isClinic ? null : (profile.practiceDoctor?.email ?? profile.email),
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
