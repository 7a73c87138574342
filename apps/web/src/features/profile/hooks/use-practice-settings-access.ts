import { skipToken, useQuery } from '@tanstack/react-query';
import { capabilitiesOfProfile, type Level } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { profileQueryKey } from '../../../lib/profile-query-key';

/**
 * What the signed-in account may do with the practice doctor's patient settings (booking page,
 * reminders): the profile's rights, as the server decides them. Read from the cached profile,
 * which the auth guard loads before any settings page (this never fetches it).
 */
export function usePracticeSettingsAccess(): Level {
  const profile = useQuery<UserProfile>({ queryKey: profileQueryKey, queryFn: skipToken }).data;
  return profile ? capabilitiesOfProfile(profile)['profile.edit'] : 'hidden';
}
