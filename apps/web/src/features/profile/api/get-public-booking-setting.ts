import { useQuery } from '@tanstack/react-query';
import { preferencesPaths, publicBookingSettingResponseSchema } from '@tabib/contracts/preferences';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export const publicBookingSettingKey = [...profileKeys.all, 'public-booking'] as const;

export async function getPublicBookingSetting(signal?: AbortSignal) {
  return (await apiRequest(preferencesPaths.publicBooking, { schema: publicBookingSettingResponseSchema, signal })).publicBooking;
}

/** The practice doctor's booking page: its switch, and its address once it has one (issue 15). */
export function usePublicBookingSetting() {
  return useQuery({ queryKey: publicBookingSettingKey, queryFn: ({ signal }) => getPublicBookingSetting(signal) });
}
