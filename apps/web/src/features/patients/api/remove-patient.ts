import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRecordPaths, successResponseSchema } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export function removePatient(patientId: string, clinicDoctorId: string | null) {
  return apiRequest(withPatientId(patientRecordPaths.remove, patientId), {
    method: 'PUT',
    schema: successResponseSchema,
    query: scopeQuery(clinicDoctorId),
  });
}

export function useRemovePatient(clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patientId: string) => removePatient(patientId, clinicDoctorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
