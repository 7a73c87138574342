import { useQuery } from '@tanstack/react-query';
import { clinicProfilePaths, clinicProfileResponseSchema } from '@tabib/contracts/clinic-profile';
import { apiRequest } from '../../../lib/api-client';

export const clinicProfileKey = ['clinic', 'profile'] as const;

export async function getClinicProfile(signal?: AbortSignal) {
  return (await apiRequest(clinicProfilePaths.profile, { schema: clinicProfileResponseSchema, signal })).profile;
}

export function useClinicProfile() {
  return useQuery({ queryKey: clinicProfileKey, queryFn: ({ signal }) => getClinicProfile(signal) });
}
