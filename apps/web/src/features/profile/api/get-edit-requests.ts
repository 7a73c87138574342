import { useQuery } from '@tanstack/react-query';
import { editRequestListResponseSchema, profileDetailsPaths } from '@tabib/contracts/profile-details';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export async function getEditRequests(signal?: AbortSignal) {
  return (await apiRequest(profileDetailsPaths.editRequests, { schema: editRequestListResponseSchema, signal })).editRequests;
}

/** The doctor's requests, newest first: a pending one shows its notice and values. */
export function useEditRequests() {
  return useQuery({ queryKey: profileKeys.editRequests, queryFn: ({ signal }) => getEditRequests(signal) });
}
