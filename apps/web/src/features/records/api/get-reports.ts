import { useQuery } from '@tanstack/react-query';
import { reportListResponseSchema, reportPaths } from '@tabib/contracts/reports';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

export function getReports(patientId: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(pathOf(reportPaths.list, { patientId }), {
    schema: reportListResponseSchema,
    query: doctorQuery(clinicDoctorId),
    signal,
  });
}

export function useReports(patientId: string, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: recordKeys.reports(patientId, clinicDoctorId),
    queryFn: ({ signal }) => getReports(patientId, clinicDoctorId, signal),
  });
}
