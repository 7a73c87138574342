import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { languagesResponseSchema, referenceDataPaths } from '@tabib/contracts/reference-data';
import { apiRequest } from '../../../lib/api-client';
import { referenceKeys } from './profile-keys';

/** Cancellable (spec 3 section 7): a newer query aborts the request of the older one. */
export async function searchLanguages(query: string, signal?: AbortSignal) {
  return (await apiRequest(referenceDataPaths.languages, { schema: languagesResponseSchema, query: { query }, signal }))
    .languages;
}

export function useLanguageSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.languages(query),
    queryFn: ({ signal }) => searchLanguages(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
