import { useQuery } from '@tanstack/react-query';
import { cancelLinkResponseSchema, publicBookingPaths } from '@tabib/contracts/public-booking';
import { apiRequest } from '../../../lib/api-client';
import { publicBookingKeys, withToken } from './public-booking-keys';

export function getCancelLink(token: string, signal?: AbortSignal) {
  return apiRequest(withToken(publicBookingPaths.cancelLink, token), { schema: cancelLinkResponseSchema, signal });
}

/** What a cancel link cancels; reading it does not use it. */
export function useCancelLink(token: string) {
  return useQuery({
    queryKey: publicBookingKeys.cancelLink(token),
    queryFn: ({ signal }) => getCancelLink(token, signal),
    gcTime: 0,
  });
}
