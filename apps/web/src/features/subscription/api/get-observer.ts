import { useQuery } from '@tanstack/react-query';
import { observerResponseSchema, subscriptionUi } from '@tabib/contracts/subscription';
import { subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function getObserver(signal?: AbortSignal) {
  return apiRequest(subscriptionPaths.observer, { schema: observerResponseSchema, signal });
}

/** Spec 3 section 9: every hour, not on window focus, retried twice; off on the pages the spec lists. */
export function useSubscriptionObserver(enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.observer,
    queryFn: ({ signal }) => getObserver(signal),
    enabled,
    refetchInterval: subscriptionUi.statusCheckIntervalMs,
    refetchOnWindowFocus: false,
    retry: subscriptionUi.statusCheckRetry,
    staleTime: subscriptionUi.statusCheckIntervalMs,
  });
}
