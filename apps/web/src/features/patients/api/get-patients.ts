import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { patientListPageSize, patientListResponseSchema, patientRecordPaths, type Gender } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, type PatientListKind } from './patient-keys';

export function getPatients(
  kind: PatientListKind,
  page: number,
  gender: Gender | null,
  clinicDoctorId: string | null,
  signal?: AbortSignal,
) {
  return apiRequest(kind === 'all' ? patientRecordPaths.list : patientRecordPaths.frozenList, {
    schema: patientListResponseSchema,
    query: {
      page: String(page),
      limit: String(patientListPageSize),
      ...(gender ? { gender } : {}),
      ...scopeQuery(clinicDoctorId),
    },
    signal,
  });
}

/** One page (10) of the live or blocked patients, with the total for the pager. */
export function usePatients(kind: PatientListKind, page: number, gender: Gender | null, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: patientKeys.list(kind, page, gender, clinicDoctorId),
    queryFn: ({ signal }) => getPatients(kind, page, gender, clinicDoctorId, signal),
    placeholderData: keepPreviousData,
  });
}
