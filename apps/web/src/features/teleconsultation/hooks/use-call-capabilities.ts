import { skipToken, useQuery } from '@tanstack/react-query';
import { capabilitiesOfProfile, type Capabilities } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { profileQueryKey } from '../../../lib/profile-query-key';

/**
 * What the signed-in account may do, read from the cached profile, which the auth guard loads
 * before the call page renders (this never fetches it); null before it is there.
 */
export function useCallCapabilities(): Capabilities | null {
  const profile = useQuery<UserProfile>({ queryKey: profileQueryKey, queryFn: skipToken }).data;
  return profile ? capabilitiesOfProfile(profile) : null;
}
