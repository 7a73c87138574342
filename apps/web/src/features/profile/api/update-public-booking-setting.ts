import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  preferencesPaths,
  publicBookingSettingBodySchema,
  publicBookingSettingResponseSchema,
} from '@tabib/contracts/preferences';
import { apiRequest } from '../../../lib/api-client';
import { publicBookingSettingKey } from './get-public-booking-setting';

export async function updatePublicBookingSetting(enabled: boolean) {
  const body = publicBookingSettingBodySchema.parse({ enabled });
  return (await apiRequest(preferencesPaths.publicBooking, { method: 'PUT', body, schema: publicBookingSettingResponseSchema }))
    .publicBooking;
}

/** The answer carries the switch and the address (given the first time the page is turned on). */
export function useUpdatePublicBookingSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePublicBookingSetting,
    onSuccess: (setting) => queryClient.setQueryData(publicBookingSettingKey, setting),
  });
}
