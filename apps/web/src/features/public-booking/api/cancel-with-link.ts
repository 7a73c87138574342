import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelLinkCancelResponseSchema, publicBookingPaths } from '@tabib/contracts/public-booking';
import { apiRequest } from '../../../lib/api-client';
import { publicBookingKeys, withToken } from './public-booking-keys';

export function cancelWithLink(token: string) {
  return apiRequest(withToken(publicBookingPaths.cancelLink, token), {
    method: 'POST',
    schema: cancelLinkCancelResponseSchema,
  });
}

export function useCancelWithLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelWithLink(token),
    // Used or not, what the link shows has changed (its status, whether it still cancels).
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicBookingKeys.cancelLink(token) }),
  });
}
