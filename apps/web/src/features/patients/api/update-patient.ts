import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientFormSchema, patientRecordPaths, patientResponseSchema, type PatientForm } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export function updatePatient(patientId: string, form: PatientForm, clinicDoctorId: string | null) {
  return apiRequest(withPatientId(patientRecordPaths.one, patientId), {
    method: 'PUT',
    schema: patientResponseSchema,
    body: patientFormSchema.parse(form),
    query: scopeQuery(clinicDoctorId),
  });
}

export function useUpdatePatient(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PatientForm) => updatePatient(patientId, form, clinicDoctorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
