import { useQuery } from '@tanstack/react-query';
import { geoPositionResponseSchema, officeLocationPaths } from '@tabib/contracts/office-location';
import { apiRequest } from '../../../lib/api-client';
import { officeLocationKeys } from './office-location-keys';

export async function getGeoPosition(signal?: AbortSignal) {
  return (await apiRequest(officeLocationPaths.geoPosition, { schema: geoPositionResponseSchema, signal })).position;
}

/** The saved office position, or null when the doctor never placed it. */
export function useGeoPosition() {
  return useQuery({ queryKey: officeLocationKeys.position, queryFn: ({ signal }) => getGeoPosition(signal) });
}
