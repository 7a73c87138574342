import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accessLogResponseSchema, patientRecordPaths } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export const accessLogPageSize = 10;

export function getAccessLog(patientId: string, page: number, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(withPatientId(patientRecordPaths.accessLog, patientId), {
    schema: accessLogResponseSchema,
    query: { page: String(page), limit: String(accessLogPageSize), ...scopeQuery(clinicDoctorId) },
    signal,
  });
}

export function useAccessLog(patientId: string, page: number, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: patientKeys.accessLog(patientId, page),
    queryFn: ({ signal }) => getAccessLog(patientId, page, clinicDoctorId, signal),
    placeholderData: keepPreviousData,
  });
}
