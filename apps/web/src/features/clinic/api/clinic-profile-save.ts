import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clinicProfileBodySchema,
  clinicProfilePaths,
  clinicProfileResponseSchema,
  type ClinicProfileBody,
} from '@tabib/contracts/clinic-profile';
import { apiRequest } from '../../../lib/api-client';
import { clinicProfileKey } from './clinic-profile-get';

export async function saveClinicProfile(body: ClinicProfileBody) {
  const answer = await apiRequest(clinicProfilePaths.profile, {
    method: 'PUT',
    schema: clinicProfileResponseSchema,
    body: clinicProfileBodySchema.parse(body),
  });
  return answer.profile;
}

export function useSaveClinicProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClinicProfile,
    onSuccess: (profile) => queryClient.setQueryData(clinicProfileKey, profile),
  });
}
