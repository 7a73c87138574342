import { useQuery } from '@tanstack/react-query';
import { clinicTrackingResponseSchema, subscriptionUi } from '@tabib/contracts/subscription';
import { subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function getClinicTracking(signal?: AbortSignal) {
  return apiRequest(subscriptionPaths.clinicTracking, { schema: clinicTrackingResponseSchema, signal });
}

/** A clinic doctor's check of the clinic's subscription (spec 3 sections 6 and 9): hourly, retried once. */
export function useClinicTracking(enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.clinicTracking,
    queryFn: ({ signal }) => getClinicTracking(signal),
    enabled,
    refetchInterval: subscriptionUi.statusCheckIntervalMs,
    refetchOnWindowFocus: false,
    retry: subscriptionUi.clinicTrackingRetry,
    staleTime: subscriptionUi.statusCheckIntervalMs,
  });
}
