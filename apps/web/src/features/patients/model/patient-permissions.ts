import { capabilitiesOfProfile, type Level } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';

export type Availability = Level;
export type PatientTab = 'info' | 'history' | 'medicalProfile' | 'reports' | 'medicalFiles' | 'payment';
export const patientTabs: PatientTab[] = ['info', 'history', 'medicalProfile', 'reports', 'medicalFiles', 'payment'];

export interface PatientPermissions {
  /** clinic accounts: the list only, no tabs, no actions, no record */
  listOnly: boolean;
  addButton: Availability;
  /** delete, block, unblock */
  rowActions: boolean;
  /** the modal opens on a row click */
  openRecord: boolean;
  /** may read the access log of a record */
  accessLog: boolean;
  /** a clinic's account or doctor: the missed visits name the doctor each was with */
  visitDoctor: boolean;
  tabs: Record<PatientTab, Availability>;
}

/** Spec 2 sections 2.1, 2.2 and 6, read from the capability table (contracts/capabilities.ts). */
export function patientPermissionsOf(profile: UserProfile): PatientPermissions {
  const can = capabilitiesOfProfile(profile);
  const record = can['records.medical'];
  const openRecord = can['patients.openRecord'] === 'enabled';
  return {
    listOnly: !openRecord,
    addButton: can['patients.write'],
    rowActions: can['patients.admin'] === 'enabled',
    openRecord,
    accessLog: record === 'enabled',
    visitDoctor: profile.clinic !== null,
    tabs: {
      info: 'enabled',
      history: record,
      medicalProfile: record,
      reports: record,
      medicalFiles: record,
      payment: can['records.payments'],
    },
  };
}

/** The clinic doctor a clinic account acts for: the one chosen elsewhere (the calendar) if it is one of its doctors, else the first. */
export function clinicDoctorOf(profile: Pick<UserProfile, 'clinicObject'>, chosen: string | null): string | null {
  const doctors = profile.clinicObject?.doctors ?? [];
  return doctors.find((doctor) => doctor._id === chosen)?._id ?? doctors[0]?._id ?? null;
}
