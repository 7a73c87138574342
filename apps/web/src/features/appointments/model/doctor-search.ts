import Fuse, { type FuseOptionKey } from 'fuse.js';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { locales } from '@tabib/contracts/locales';

/** Spec 1 section 9: the clinic doctor search is fuzzy with threshold 0.1. */
export const doctorSearchThreshold = 0.1;

/**
 * First name, last name, both together ("rachid bouzid") and the specialities in every language:
 * a front desk types what the caller says, whatever the interface's language.
 */
const keys: FuseOptionKey<ClinicDoctor>[] = [
  'firstName',
  'lastName',
  { name: 'fullName', getFn: (doctor) => `${doctor.firstName} ${doctor.lastName}` },
  ...locales.map((locale) => ({
    name: `speciality.${locale}`,
    getFn: (doctor: ClinicDoctor) => doctor.specialities.map((speciality) => speciality.title[locale]),
  })),
];

export function searchDoctors(doctors: readonly ClinicDoctor[], query: string): ClinicDoctor[] {
  const text = query.trim();
  if (!text) return [...doctors];
  const fuse = new Fuse(doctors, { keys, threshold: doctorSearchThreshold, ignoreLocation: true });
  return fuse.search(text).map((result) => result.item);
}
