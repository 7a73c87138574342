import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRecordPaths, patientResponseSchema, type PatientForm } from '@tabib/contracts/patients';
import { createPatientBodySchema } from '@tabib/contracts/patient-input';
import { apiRequest } from '../../../lib/api-client';
import { withCreatedPatient } from '../model/optimistic-patients';
import { patientKeys, scopeQuery } from './patient-keys';

export function createPatient(form: PatientForm & { patient_ui_id?: string }, clinicDoctorId: string | null) {
  return apiRequest(patientRecordPaths.create, {
    method: 'POST',
    schema: patientResponseSchema,
    body: createPatientBodySchema.parse(form),
    query: scopeQuery(clinicDoctorId),
    idempotencyKey: form.patient_ui_id ?? crypto.randomUUID(),
  });
}

/** Optimistic (spec 2 section 4): the patient shows on page 1 at once; a refusal resets the lists, an answer commits them. */
export function useCreatePatient(clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  const firstPages = {
    queryKey: patientKeys.lists(),
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[2] === 'all' && query.queryKey[3] === 1,
  };
  return useMutation({
    mutationFn: ({ form, clientId }: { form: PatientForm; clientId: string }) =>
      createPatient({ ...form, patient_ui_id: clientId }, clinicDoctorId),
    onMutate: async ({ form, clientId }) => {
      await queryClient.cancelQueries(firstPages);
      const before = queryClient.getQueriesData(firstPages);
      queryClient.setQueriesData(firstPages, (list: Parameters<typeof withCreatedPatient>[0]) =>
        withCreatedPatient(list, clientId, form),
      );
      return { before };
    },
    onError: (_error, _variables, context) => context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
