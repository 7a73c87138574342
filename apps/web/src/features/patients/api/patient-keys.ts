import type { MedicalListKind } from '@tabib/contracts/medical-profile';

export type PatientListKind = 'all' | 'blocked';

export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (kind: PatientListKind, page: number, gender: string | null, clinicDoctorId: string | null) =>
    [...patientKeys.lists(), kind, page, gender, clinicDoctorId] as const,
  /** The patient writes waiting in this device's outbox (read from IndexedDB, not the server). */
  queued: () => [...patientKeys.all, 'queued'] as const,
  details: (patientId: string) => [...patientKeys.all, 'details', patientId] as const,
  history: (patientId: string, page: number) => [...patientKeys.all, 'history', patientId, page] as const,
  accessLog: (patientId: string, page: number) => [...patientKeys.all, 'access-log', patientId, page] as const,
  lookup: (query: string, clinicDoctorId: string | null) => [...patientKeys.all, 'lookup', query, clinicDoctorId] as const,
  suggestions: (kind: MedicalListKind, query: string) => ['suggestions', kind, query] as const,
};

/** Patient routes take the clinic doctor acted for as cqDoctor. */
export const scopeQuery = (clinicDoctorId: string | null): Record<string, string> =>
  clinicDoctorId ? { cqDoctor: clinicDoctorId } : {};

export const withPatientId = (path: string, patientId: string) => path.replace(':patientId', encodeURIComponent(patientId));
