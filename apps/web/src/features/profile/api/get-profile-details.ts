import { useQuery } from '@tanstack/react-query';
import { profileDetailsPaths, profileDetailsResponseSchema } from '@tabib/contracts/profile-details';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export async function getProfileDetails(signal?: AbortSignal) {
  return (await apiRequest(profileDetailsPaths.details, { schema: profileDetailsResponseSchema, signal })).profileDetails;
}

export function useProfileDetails() {
  return useQuery({ queryKey: profileKeys.details, queryFn: ({ signal }) => getProfileDetails(signal) });
}
