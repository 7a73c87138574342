import type { Privilege } from './user';

/**
 * Spec 2 section 6, as the server enforces it and the web shows it (one table for both).
 * Where the spec says "not shown" or "not detailed", the safer reading: no access.
 */
export const recordAreas = [
  /** patient list, lookup, a patient's identity (name, phone, birthday...) */
  'patientRead',
  /** create and update a patient */
  'patientWrite',
  /** delete, block, unblock */
  'patientAdmin',
  /** medical profile, visit history, medical files, reports, access log */
  'medicalRecord',
  'prescriptionRead',
  /** save a prescription, the doctor's saved medicine names */
  'prescriptionWrite',
  /** acts and their payments */
  'payments',
] as const;
export type RecordArea = (typeof recordAreas)[number];

export interface RecordActor {
  privilege: Privilege;
  /** clinic_user or clinic unit account, acting for a selected clinic doctor */
  isClinicUser: boolean;
}

const clinicUserAreas: readonly RecordArea[] = ['patientRead', 'prescriptionRead', 'payments'];
const assistantAreas: readonly RecordArea[] = ['patientRead'];
const readOnlyDoctorAreas: readonly RecordArea[] = ['patientRead'];

export function canAccessRecord(actor: RecordActor, area: RecordArea): boolean {
  if (actor.isClinicUser) return clinicUserAreas.includes(area);
  if (actor.privilege === 'DOC-ALL') return true;
  if (actor.privilege === 'DOC-DEA') return readOnlyDoctorAreas.includes(area);
  return assistantAreas.includes(area);
}
