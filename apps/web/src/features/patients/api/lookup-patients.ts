import { useQuery } from '@tanstack/react-query';
import { patientLookupResponseSchema, patientPaths } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery } from './patient-keys';

export async function lookupPatients(query: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  const response = await apiRequest(patientPaths.lookup, {
    schema: patientLookupResponseSchema,
    query: { query, ...scopeQuery(clinicDoctorId) },
    signal,
  });
  return response.patients;
}

/** The header search; a new query cancels the one in flight (the signal). */
export function usePatientLookup(query: string, clinicDoctorId: string | null) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: patientKeys.lookup(trimmed, clinicDoctorId),
    queryFn: ({ signal }) => lookupPatients(trimmed, clinicDoctorId, signal),
    enabled: trimmed.length > 0,
    staleTime: 30 * 1000,
  });
}
