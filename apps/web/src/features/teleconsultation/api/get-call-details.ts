import { useQuery } from '@tanstack/react-query';
import { callDetailsResponseSchema, teleconsultationPaths } from '@tabib/contracts/teleconsultation';
import { apiRequest } from '../../../lib/api-client';

export function getCallDetails(appointmentId: string, signal?: AbortSignal) {
  return apiRequest(teleconsultationPaths.callDetails.replace(':id', encodeURIComponent(appointmentId)), {
    schema: callDetailsResponseSchema,
    signal,
  });
}

/**
 * The call's token, ICE servers and patient, read once when the call page opens: a refusal
 * (the catalogue's codes) is the page's answer, not something to retry.
 */
export function useCallDetails(appointmentId: string) {
  return useQuery({
    queryKey: ['teleconsultation', 'call-details', appointmentId],
    queryFn: ({ signal }) => getCallDetails(appointmentId, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
