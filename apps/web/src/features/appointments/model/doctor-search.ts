import Fuse from 'fuse.js';
import type { ClinicDoctor } from '@tabib/contracts/user';

/** Spec 1 section 9: the clinic doctor search is fuzzy with threshold 0.1. */
export const doctorSearchThreshold = 0.1;

export function searchDoctors(doctors: readonly ClinicDoctor[], query: string): ClinicDoctor[] {
  const text = query.trim();
  if (!text) return [...doctors];
  const fuse = new Fuse(doctors, { keys: ['firstName', 'lastName'], threshold: doctorSearchThreshold, ignoreLocation: true });
  return fuse.search(text).map((result) => result.item);
}
