import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportPaths, reportResponseSchema, type ReportBody } from '@tabib/contracts/reports';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

export function createReport(patientId: string, clinicDoctorId: string | null, body: ReportBody) {
  return apiRequest(pathOf(reportPaths.create, { patientId }), {
    method: 'POST',
    schema: reportResponseSchema,
    body,
    query: doctorQuery(clinicDoctorId),
    idempotencyKey: crypto.randomUUID(),
  });
}

export function useCreateReport(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => createReport(patientId, clinicDoctorId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.reports(patientId, clinicDoctorId) }),
  });
}
