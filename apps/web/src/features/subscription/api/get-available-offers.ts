import { useQuery } from '@tanstack/react-query';
import { availableOffersResponseSchema } from '@tabib/contracts/subscription';
import { subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function getAvailableOffers(signal?: AbortSignal) {
  return apiRequest(subscriptionPaths.availableOffers, { schema: availableOffersResponseSchema, signal });
}

/** The offers change with a release only: read once per session. */
export function useAvailableOffers() {
  return useQuery({
    queryKey: subscriptionKeys.offers,
    queryFn: ({ signal }) => getAvailableOffers(signal),
    staleTime: Infinity,
  });
}
