import { useQuery } from '@tanstack/react-query';
import {
  citiesResponseSchema,
  referenceDataPaths,
  specialitiesResponseSchema,
  statesResponseSchema,
} from '@tabib/contracts/reference-data';
import { apiRequest } from '../../../lib/api-client';
import { referenceKeys } from './profile-keys';

const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export function useSpecialities() {
  return useQuery({
    queryKey: referenceKeys.specialities,
    queryFn: async ({ signal }) =>
      (await apiRequest(referenceDataPaths.specialities, { schema: specialitiesResponseSchema, signal })).specialities,
    ...forever,
  });
}

export function useStates() {
  return useQuery({
    queryKey: referenceKeys.states,
    queryFn: async ({ signal }) => (await apiRequest(referenceDataPaths.states, { schema: statesResponseSchema, signal })).states,
    ...forever,
  });
}

export function useCities(stateId: string | null | undefined) {
  return useQuery({
    queryKey: referenceKeys.cities(stateId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(referenceDataPaths.cities.replace(':id', encodeURIComponent(stateId ?? '')), {
          schema: citiesResponseSchema,
          signal,
        })
      ).cities,
    enabled: !!stateId,
    ...forever,
  });
}
