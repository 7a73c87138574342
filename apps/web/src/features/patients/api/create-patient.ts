import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPatientBodySchema, patientRecordPaths, patientResponseSchema, type PatientForm } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery } from './patient-keys';

export function createPatient(form: PatientForm & { patient_ui_id?: string }, clinicDoctorId: string | null) {
  return apiRequest(patientRecordPaths.create, {
    method: 'POST',
    schema: patientResponseSchema,
    body: createPatientBodySchema.parse(form),
    query: scopeQuery(clinicDoctorId),
  });
}

export function useCreatePatient(clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PatientForm) => createPatient({ ...form, patient_ui_id: crypto.randomUUID() }, clinicDoctorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
