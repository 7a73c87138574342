import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { prescriptionPaths, prescriptionResponseSchema, type commitPrescriptionBodySchema } from '@tabib/contracts/prescriptions';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

type CommitBody = z.input<typeof commitPrescriptionBodySchema>;

export function commitPrescription(appointmentId: string, clinicDoctorId: string | null, body: CommitBody) {
  return apiRequest(pathOf(prescriptionPaths.commit, { appointmentId }), {
    method: 'PUT',
    schema: prescriptionResponseSchema,
    body,
    query: doctorQuery(clinicDoctorId),
    idempotencyKey: crypto.randomUUID(),
  });
}

/** Saves the appointment's prescription; the server also adds its medicine names to the doctor's saved list. */
export function useCommitPrescription(appointmentId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommitBody) => commitPrescription(appointmentId, clinicDoctorId, body),
    onSuccess: (answer) => queryClient.setQueryData(recordKeys.prescription(appointmentId, clinicDoctorId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.savedMedicines(clinicDoctorId) }),
  });
}
