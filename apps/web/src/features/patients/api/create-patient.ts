import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRecordPaths, patientResponseSchema, type PatientForm } from '@tabib/contracts/patients';
import { createPatientBodySchema } from '@tabib/contracts/patient-input';
import { sendApiCall, type ApiCall } from '../../../lib/api-call';
import { appOutbox } from '../../../lib/outbox/app-outbox';
import type { ActionOutbox } from '../../../lib/outbox/outbox';
import { isQueued, sendOrQueue } from '../../../lib/outbox/send-or-queue';
import { withCreatedPatient } from '../model/optimistic-patients';
import { patientKeys, scopeQuery } from './patient-keys';
import { patientEntryOf } from './patient-outbox';

export function createPatientCall(
  form: PatientForm,
  clientId: string,
  clinicDoctorId: string | null,
): ApiCall<typeof patientResponseSchema> {
  return {
    method: 'POST',
    path: patientRecordPaths.create,
    schema: patientResponseSchema,
    body: createPatientBodySchema.parse({ ...form, patient_ui_id: clientId }),
    query: scopeQuery(clinicDoctorId),
  };
}

/** Sent at once, or queued offline (issue 14, point 3): the client id is the patient_ui_id and the Idempotency-Key. */
export function createPatient(
  form: PatientForm,
  clientId: string,
  clinicDoctorId: string | null,
  outbox: ActionOutbox = appOutbox,
) {
  const call = createPatientCall(form, clientId, clinicDoctorId);
  return sendOrQueue(
    outbox,
    () => patientEntryOf(call, clientId, form, { localId: clientId, answerIdPath: ['patient', '_id'] }),
    () => sendApiCall(call, clientId),
  );
}

/**
 * Optimistic (spec 2 section 4): the patient shows on page 1 at once; a refusal resets the lists, an
 * answer commits them. Queued, it stays as it is shown until the replay saves it.
 */
export function useCreatePatient(clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  const firstPages = {
    queryKey: patientKeys.lists(),
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[2] === 'all' && query.queryKey[3] === 1,
  };
  return useMutation({
    mutationFn: ({ form, clientId }: { form: PatientForm; clientId: string }) => createPatient(form, clientId, clinicDoctorId),
    networkMode: 'always',
    onMutate: async ({ form, clientId }) => {
      await queryClient.cancelQueries(firstPages);
      const before = queryClient.getQueriesData(firstPages);
      queryClient.setQueriesData(firstPages, (list: Parameters<typeof withCreatedPatient>[0]) =>
        withCreatedPatient(list, clientId, form),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data));
      void queryClient.invalidateQueries({ queryKey: patientKeys.lists() });
    },
    onSuccess: (answer) =>
      queryClient.invalidateQueries({ queryKey: isQueued(answer) ? patientKeys.queued() : patientKeys.lists() }),
  });
}
