import { useQuery } from '@tanstack/react-query';
import { prescriptionPaths, savedMedicinesResponseSchema } from '@tabib/contracts/prescriptions';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, recordKeys } from './record-keys';

export function getSavedMedicines(clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(prescriptionPaths.savedMedicines, {
    schema: savedMedicinesResponseSchema,
    query: doctorQuery(clinicDoctorId),
    signal,
  });
}

/** The doctor's saved medicine names, offered as the medicine field is typed. */
export function useSavedMedicines(clinicDoctorId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.savedMedicines(clinicDoctorId),
    queryFn: ({ signal }) => getSavedMedicines(clinicDoctorId, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
