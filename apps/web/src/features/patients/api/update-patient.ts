import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRecordPaths, patientResponseSchema, type PatientForm } from '@tabib/contracts/patients';
import { patientFormSchema } from '@tabib/contracts/patient-input';
import { sendApiCall, type ApiCall } from '../../../lib/api-call';
import { appOutbox } from '../../../lib/outbox/app-outbox';
import type { ActionOutbox } from '../../../lib/outbox/outbox';
import { isQueued, queued, sendOrQueue } from '../../../lib/outbox/send-or-queue';
import { withUpdatedPatient } from '../model/optimistic-patients';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';
import { patientEntryOf } from './patient-outbox';

export function updatePatientCall(
  patientId: string,
  form: PatientForm,
  clinicDoctorId: string | null,
): ApiCall<typeof patientResponseSchema> {
  return {
    method: 'PUT',
    path: withPatientId(patientRecordPaths.one, patientId),
    schema: patientResponseSchema,
    body: patientFormSchema.parse(form),
    query: scopeQuery(clinicDoctorId),
  };
}

/**
 * Sent at once with a new action id as Idempotency-Key, or queued offline. A patient still queued
 * as a create gets the new values in that create: the server receives one request, not two.
 */
export async function updatePatient(
  patientId: string,
  form: PatientForm,
  clinicDoctorId: string | null,
  { outbox = appOutbox, actionId = crypto.randomUUID() }: { outbox?: ActionOutbox; actionId?: string } = {},
) {
  const call = updatePatientCall(patientId, form, clinicDoctorId);
  if (await outbox.amendCreate(patientId, (body) => ({ ...(body as object), ...(call.body as object) }))) return queued;
  return sendOrQueue(
    outbox,
    () => patientEntryOf(call, actionId, form),
    () => sendApiCall(call, actionId),
  );
}

/**
 * Optimistic (spec 2 section 4): the lists show the change at once; a refusal resets them, an
 * answer commits them. Queued, the change stays shown until the replay saves it.
 */
export function useUpdatePatient(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  const lists = { queryKey: patientKeys.lists() };
  return useMutation({
    mutationFn: (form: PatientForm) => updatePatient(patientId, form, clinicDoctorId),
    networkMode: 'always',
    onMutate: async (form) => {
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData(lists);
      queryClient.setQueriesData(lists, (list: Parameters<typeof withUpdatedPatient>[0]) =>
        withUpdatedPatient(list, patientId, form),
      );
      return { before };
    },
    // A refusal leaves the details alone: refetching them would remount the form and lose the typing.
    onSuccess: (answer) => queryClient.invalidateQueries({ queryKey: isQueued(answer) ? patientKeys.queued() : patientKeys.all }),
    onError: (_error, _form, context) => {
      context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data));
      void queryClient.invalidateQueries(lists);
    },
  });
}
