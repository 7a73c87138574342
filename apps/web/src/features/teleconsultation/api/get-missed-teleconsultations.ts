import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { missedTeleconsultations, missedTeleconsultationsResponseSchema } from '@tabib/contracts/teleconsultation';
import { apiRequest } from '../../../lib/api-client';
import { missedCallsCheckEveryMs } from '../model/missed-calls-check';

export function getMissedTeleconsultations(page: number, signal?: AbortSignal) {
  return apiRequest(missedTeleconsultations.path, {
    schema: missedTeleconsultationsResponseSchema,
    query: { page: String(page) },
    signal,
  });
}

/** GET missed-appointments, from page 1 (newest first): the hourly check reads the first page, the modal the next ones. */
export const missedTeleconsultationsQueryOptions = infiniteQueryOptions({
  queryKey: ['teleconsultation', 'missed'] as const,
  queryFn: ({ pageParam, signal }) => getMissedTeleconsultations(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  // Fresh until the next check: the modal, opened seconds after one, reads its pages without asking again.
  staleTime: missedCallsCheckEveryMs(),
});

/** `checks`: the hourly check's reader (spec 3 section 9), which asks again at each interval, hidden tab or not. */
export function useMissedTeleconsultations({ enabled, checks = false }: { enabled: boolean; checks?: boolean }) {
  return useInfiniteQuery({
    ...missedTeleconsultationsQueryOptions,
    enabled,
    ...(checks ? { refetchInterval: missedCallsCheckEveryMs(), refetchIntervalInBackground: true } : {}),
  });
}
