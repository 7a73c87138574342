import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MedicalListKind } from '@tabib/contracts/medical-profile';
import { suggestionPaths, suggestionResponseSchemas, type SuggestionItem } from '@tabib/contracts/suggestions';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './patient-keys';

export async function searchSuggestions(kind: MedicalListKind, query: string, signal?: AbortSignal): Promise<SuggestionItem[]> {
  const response = await apiRequest(suggestionPaths[kind], { schema: suggestionResponseSchemas[kind], query: { query }, signal });
  return (response as unknown as Record<MedicalListKind, SuggestionItem[]>)[kind];
}

/** Reference names for a medical list; the caller debounces the query (500 ms). */
export function useSuggestions(kind: MedicalListKind, query: string, enabled: boolean) {
  return useQuery({
    queryKey: patientKeys.suggestions(kind, query),
    queryFn: ({ signal }) => searchSuggestions(kind, query, signal),
    enabled,
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
