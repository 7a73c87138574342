import { useQuery } from '@tanstack/react-query';
import { checkoutInformationResponseSchema, subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function getCheckoutInformation(signal?: AbortSignal) {
  return apiRequest(subscriptionPaths.checkoutInformation, { schema: checkoutInformationResponseSchema, signal });
}

/** The subscription's state and its invoices (the observer invalidates it when the state moved on). */
export function useCheckoutInformation() {
  return useQuery({ queryKey: subscriptionKeys.checkout, queryFn: ({ signal }) => getCheckoutInformation(signal) });
}
