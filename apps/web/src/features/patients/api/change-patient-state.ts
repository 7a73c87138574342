import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRecordPaths, patientResponseSchema } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export type PatientStateAction = 'froze' | 'unfroze';

export function changePatientState(patientId: string, action: PatientStateAction, clinicDoctorId: string | null) {
  return apiRequest(withPatientId(patientRecordPaths.changeOfState, patientId), {
    method: 'PUT',
    schema: patientResponseSchema,
    body: { action },
    query: scopeQuery(clinicDoctorId),
  });
}

/** Block ('froze') moves the patient to the blocked list, unblock ('unfroze') back. */
export function useChangePatientState(clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, action }: { patientId: string; action: PatientStateAction }) =>
      changePatientState(patientId, action, clinicDoctorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
