import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportPaths, reportResponseSchema, type ReportBody } from '@tabib/contracts/reports';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

export function updateReport(reportId: string, clinicDoctorId: string | null, body: ReportBody) {
  return apiRequest(pathOf(reportPaths.update, { reportId }), {
    method: 'PUT',
    schema: reportResponseSchema,
    body,
    query: doctorQuery(clinicDoctorId),
  });
}

export function useUpdateReport(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: ReportBody }) => updateReport(reportId, clinicDoctorId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.reports(patientId, clinicDoctorId) }),
  });
}
