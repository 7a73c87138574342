import { useQuery } from '@tanstack/react-query';
import { patientLookupResponseSchema, patientPaths, type PatientSummary } from '@tabib/contracts/patients';
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

/**
 * The existing-patient search of the booking form; a new query cancels the one in flight. Never
 * answered from an earlier search: a visit marked missed since then counts at once (issue 22).
 */
export function usePatientLookup(query: string, clinicDoctorId: string | null) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: appointmentKeys.patientLookup(trimmed, clinicDoctorId),
    queryFn: ({ signal }) => lookupPatients(trimmed, clinicDoctorId, signal),
    enabled: trimmed.length > 0,
    gcTime: 0,
  });
}

/**
 * Patients of the practice with the typed phone number, or with the typed first and last name:
 * offered after a refused booking instead of a second record for the same person.
 */
export async function patientsMatching(
  typed: { phone: string | null; firstName: string; lastName: string },
  clinicDoctorId: string | null,
): Promise<PatientSummary[]> {
  const name = (first: string, last: string) => `${last} ${first}`.trim().toLocaleLowerCase();
  const typedName = name(typed.firstName, typed.lastName);
  const queries = [typed.phone, `${typed.lastName} ${typed.firstName}`.trim()].filter((query): query is string => Boolean(query));
  const found = (await Promise.all(queries.map((query) => lookupPatients(query, clinicDoctorId)))).flat();
  const matching = found.filter(
    (patient) =>
      (typed.phone !== null && patient.phone === typed.phone) || name(patient.firstName, patient.lastName) === typedName,
  );
  return [...new Map(matching.map((patient) => [patient._id, patient])).values()].slice(0, 3);
}
