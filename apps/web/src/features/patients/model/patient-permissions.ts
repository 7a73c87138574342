import { canAccessRecord, type RecordArea } from '@tabib/contracts/patient-record-access';
import type { UserProfile } from '@tabib/contracts/user';

export type Availability = 'enabled' | 'disabled' | 'hidden';
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
  tabs: Record<PatientTab, Availability>;
}

/**
 * Spec 2 sections 2.1, 2.2 and 6 from the shared roles table (the server enforces the same
 * one). ASS: what the table leaves "not shown" is hidden.
 */
export function patientPermissionsOf(profile: Pick<UserProfile, 'privileges' | 'isClinic'>): PatientPermissions {
  const actor = { privilege: profile.privileges, isClinicUser: profile.isClinic };
  const may = (area: RecordArea) => canAccessRecord(actor, area);
  const assistant = profile.privileges === 'ASS';
  const record: Availability = may('medicalRecord') ? 'enabled' : 'disabled';
  let payment: Availability = may('payments') ? 'enabled' : 'disabled';
  if (profile.isClinic || assistant) payment = 'hidden';
  let addButton: Availability = may('patientWrite') ? 'enabled' : 'disabled';
  if (profile.isClinic || assistant) addButton = 'hidden';
  return {
    listOnly: profile.isClinic,
    addButton,
    rowActions: may('patientAdmin'),
    openRecord: !profile.isClinic,
    accessLog: may('medicalRecord'),
    tabs: { info: 'enabled', history: record, medicalProfile: record, reports: record, medicalFiles: record, payment },
  };
}

/** The clinic doctor a clinic account acts for: the one chosen elsewhere (the calendar) if it is one of its doctors, else the first. */
export function clinicDoctorOf(profile: Pick<UserProfile, 'clinicObject'>, chosen: string | null): string | null {
  const doctors = profile.clinicObject?.doctors ?? [];
  return doctors.find((doctor) => doctor._id === chosen)?._id ?? doctors[0]?._id ?? null;
}
