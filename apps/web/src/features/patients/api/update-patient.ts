import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRecordPaths, patientResponseSchema, type PatientForm } from '@tabib/contracts/patients';
import { patientFormSchema } from '@tabib/contracts/patient-input';
import { apiRequest } from '../../../lib/api-client';
import { withUpdatedPatient } from '../model/optimistic-patients';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export function updatePatient(patientId: string, form: PatientForm, clinicDoctorId: string | null) {
  return apiRequest(withPatientId(patientRecordPaths.one, patientId), {
    method: 'PUT',
    schema: patientResponseSchema,
    body: patientFormSchema.parse(form),
    query: scopeQuery(clinicDoctorId),
  });
}

/** Optimistic (spec 2 section 4): the lists show the change at once; a refusal resets them, an answer commits them. */
export function useUpdatePatient(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  const lists = { queryKey: patientKeys.lists() };
  return useMutation({
    mutationFn: (form: PatientForm) => updatePatient(patientId, form, clinicDoctorId),
    onMutate: async (form) => {
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData(lists);
      queryClient.setQueriesData(lists, (list: Parameters<typeof withUpdatedPatient>[0]) =>
        withUpdatedPatient(list, patientId, form),
      );
      return { before };
    },
    // A refusal leaves the details alone: refetching them would remount the form and lose the typing.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
    onError: (_error, _form, context) => {
      context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data));
      void queryClient.invalidateQueries(lists);
    },
  });
}
