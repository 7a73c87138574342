import { useQuery } from '@tanstack/react-query';
import { mapConfigResponseSchema, officeLocationPaths } from '@tabib/contracts/office-location';
import { apiRequest } from '../../../lib/api-client';
import { officeLocationKeys } from './office-location-keys';

export function getMapConfig(signal?: AbortSignal) {
  return apiRequest(officeLocationPaths.mapConfig, { schema: mapConfigResponseSchema, signal });
}

/** The tile server: set by the operator, it does not change while the app runs. */
export function useMapConfig() {
  return useQuery({ queryKey: officeLocationKeys.mapConfig, queryFn: ({ signal }) => getMapConfig(signal), staleTime: Infinity });
}
