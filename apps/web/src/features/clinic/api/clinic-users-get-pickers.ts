import { useQuery } from '@tanstack/react-query';
import { clinicDeeplookResponseSchema, clinicUsersPaths } from '@tabib/contracts/clinic-users';
import { apiRequest } from '../../../lib/api-client';
import { clinicUsersKeys } from './clinic-users-keys';

export async function getClinicSpecialities(signal?: AbortSignal) {
  const answer = await apiRequest(clinicUsersPaths.deeplook, {
    schema: clinicDeeplookResponseSchema,
    query: { type: 'specialities' },
    signal,
  });
  return answer.type === 'specialities' ? answer.specialities : [];
}

export async function getClinicDoctors(signal?: AbortSignal) {
  const answer = await apiRequest(clinicUsersPaths.deeplook, {
    schema: clinicDeeplookResponseSchema,
    query: { type: 'doctors' },
    signal,
  });
  return answer.type === 'doctors' ? answer.doctors : [];
}

/** Every speciality: what the doctor form offers. Reference data: read once per session. */
export function useClinicSpecialities() {
  return useQuery({
    queryKey: clinicUsersKeys.pickers('specialities'),
    queryFn: ({ signal }) => getClinicSpecialities(signal),
    staleTime: Infinity,
  });
}

/** The clinic's doctors with their specialities: what the speciality filter offers. */
export function useClinicDoctors() {
  return useQuery({ queryKey: clinicUsersKeys.pickers('doctors'), queryFn: ({ signal }) => getClinicDoctors(signal) });
}
