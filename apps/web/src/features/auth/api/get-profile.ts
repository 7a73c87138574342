import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { authPaths, profileResponseSchema } from '@tabib/contracts/auth';
import type { UserProfile } from '@tabib/contracts/user';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile-query-key';

export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  const response = await apiRequest(authPaths.profile, { schema: profileResponseSchema, signal });
  return response.profile;
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 5 * 60 * 1000,
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}

/** For pages under the auth guard, which renders them only once the profile is loaded. */
export function useCurrentProfile(): UserProfile {
  return useSuspenseQuery(profileQueryOptions).data;
}
