import { useQuery } from '@tanstack/react-query';
import { appointmentPaths, traceStackResponseSchema } from '@tabib/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './appointment-keys';

export async function getTraceStack(id: string, signal?: AbortSignal) {
  const response = await apiRequest(appointmentPaths.trace(id), { schema: traceStackResponseSchema, signal });
  return response.trace;
}

/** Who changed what and when, newest first. */
export function useTraceStack(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.trace(id ?? ''),
    queryFn: ({ signal }) => getTraceStack(id ?? '', signal),
    enabled: enabled && id !== null,
  });
}
