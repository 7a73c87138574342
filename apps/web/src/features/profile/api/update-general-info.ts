import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  generalInfoBodySchema,
  profileDetailsPaths,
  profileDetailsResponseSchema,
  type GeneralInfoBody,
} from '@tabib/contracts/profile-details';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export async function updateGeneralInfo(body: GeneralInfoBody) {
  const answer = await apiRequest(profileDetailsPaths.generalInfo, {
    method: 'PUT',
    schema: profileDetailsResponseSchema,
    body: generalInfoBodySchema.parse(body),
  });
  return answer.profileDetails;
}

export function useUpdateGeneralInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralInfo,
    onSuccess: (details) => queryClient.setQueryData(profileKeys.details, details),
  });
}
