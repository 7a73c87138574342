import { useQuery } from '@tanstack/react-query';
import { joinCallPaths, joinCallResponseSchema } from '@tabib/contracts/teleconsultation';
import { apiRequest } from '../../../lib/api-client';

export function getJoinCall(token: string, signal?: AbortSignal) {
  return apiRequest(joinCallPaths.lookup.replace(':token', encodeURIComponent(token)), {
    schema: joinCallResponseSchema,
    signal,
  });
}

/** The patient's join link: who, when, and on the day what joining takes (GET /public/videocall/{token}). */
export function useJoinCall(token: string) {
  return useQuery({
    queryKey: ['teleconsultation', 'join', token],
    queryFn: ({ signal }) => getJoinCall(token, signal),
    // The call token and TURN credentials are the link's: not kept once the page is gone.
    gcTime: 0,
  });
}
