import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportPaths, reportResponseSchema } from '@tabib/contracts/reports';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

export function deleteReport(reportId: string, clinicDoctorId: string | null) {
  return apiRequest(pathOf(reportPaths.remove, { reportId }), {
    method: 'DELETE',
    schema: reportResponseSchema,
    query: doctorQuery(clinicDoctorId),
  });
}

export function useDeleteReport(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => deleteReport(reportId, clinicDoctorId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.reports(patientId, clinicDoctorId) }),
  });
}
