import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { patientRecordPaths, visitHistoryPageSize, visitHistoryResponseSchema } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export function getVisitHistory(patientId: string, page: number, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(withPatientId(patientRecordPaths.history, patientId), {
    schema: visitHistoryResponseSchema,
    query: { page: String(page), limit: String(visitHistoryPageSize), ...scopeQuery(clinicDoctorId) },
    signal,
  });
}

export function useVisitHistory(patientId: string, page: number, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: patientKeys.history(patientId, page),
    queryFn: ({ signal }) => getVisitHistory(patientId, page, clinicDoctorId, signal),
    placeholderData: keepPreviousData,
  });
}
