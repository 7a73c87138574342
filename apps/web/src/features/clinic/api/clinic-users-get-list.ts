import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clinicListResponseSchema, clinicUsersPaths, type ClinicListQuery } from '@tabib/contracts/clinic-users';
import { apiRequest } from '../../../lib/api-client';
import { clinicUsersKeys } from './clinic-users-keys';

export function getClinicEntities(query: ClinicListQuery, signal?: AbortSignal) {
  const search = Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
  );
  return apiRequest(clinicUsersPaths.filtered, { schema: clinicListResponseSchema, query: search, signal });
}

/** One page of the clinic's doctors or users; the page shown stays while the next one loads. */
export function useClinicEntities(query: ClinicListQuery) {
  return useQuery({
    queryKey: clinicUsersKeys.list(query),
    queryFn: ({ signal }) => getClinicEntities(query, signal),
    placeholderData: keepPreviousData,
  });
}
