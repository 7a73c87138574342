import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geoPositionResponseSchema, officeLocationPaths, type GeoPosition } from '@tabib/contracts/office-location';
import { apiRequest } from '../../../lib/api-client';
import { officeLocationKeys } from './office-location-keys';
import { profileKeys } from './profile-keys';

export async function saveGeoPosition(position: GeoPosition) {
  return (await apiRequest(officeLocationPaths.geoPosition, { method: 'PUT', schema: geoPositionResponseSchema, body: position }))
    .position;
}

export function useSaveGeoPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGeoPosition,
    onSuccess: (saved) => {
      queryClient.setQueryData(officeLocationKeys.position, saved);
      // The profile details show the office's coordinates too.
      return queryClient.invalidateQueries({ queryKey: profileKeys.details });
    },
  });
}
