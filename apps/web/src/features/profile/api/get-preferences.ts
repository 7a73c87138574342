import { useQuery } from '@tanstack/react-query';
import { preferencesPaths, preferencesResponseSchema } from '@tabib/contracts/preferences';
import { apiRequest } from '../../../lib/api-client';

export const preferencesKey = ['profile', 'preferences'] as const;

export async function getEmailNotices(signal?: AbortSignal) {
  return (await apiRequest(preferencesPaths.get, { schema: preferencesResponseSchema, signal })).emailNotices;
}

export function useEmailNotices() {
  return useQuery({ queryKey: preferencesKey, queryFn: ({ signal }) => getEmailNotices(signal) });
}
