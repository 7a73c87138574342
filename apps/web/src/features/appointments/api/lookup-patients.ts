import { useQuery } from '@tanstack/react-query';
import { patientLookupResponseSchema, patientPaths } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './appointment-keys';

export async function lookupPatients(query: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  const response = await apiRequest(patientPaths.lookup, {
    schema: patientLookupResponseSchema,
    query: clinicDoctorId ? { query, cqDoctor: clinicDoctorId } : { query },
    signal,
  });
  return response.patients;
}

/** The existing-patient search of the booking form; a new query cancels the one in flight. */
export function usePatientLookup(query: string, clinicDoctorId: string | null) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: appointmentKeys.patientLookup(trimmed, clinicDoctorId),
    queryFn: ({ signal }) => lookupPatients(trimmed, clinicDoctorId, signal),
    enabled: trimmed.length > 0,
    staleTime: 30 * 1000,
  });
}
