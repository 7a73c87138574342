import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { rollbackActionPaths, rollbackActionSchema, rollbackActionsResponseSchema } from '@tabib/contracts/rollback-actions';
import { apiRequest } from '../../../lib/api-client';
import { failedActionKeys, type FailedActionsFilter } from './failed-action-keys';

/** A type a newer server knows and this client does not is shown with the unknown-type label, not refused. */
const failedActionSchema = rollbackActionSchema.extend({ type: z.string() });
const failedActionsPageSchema = rollbackActionsResponseSchema.extend({ rollbackActions: z.array(failedActionSchema) });
export type FailedAction = z.infer<typeof failedActionSchema>;

export function getFailedActions(filter: FailedActionsFilter, page: number, signal?: AbortSignal) {
  return apiRequest(rollbackActionPaths.list, {
    schema: failedActionsPageSchema,
    query: {
      page: String(page),
      date: filter.date,
      ...(filter.type ? { types: filter.type } : {}),
      ...(filter.doctorId ? { userId: filter.doctorId } : {}),
    },
    signal,
  });
}

/** GET retrieve-rollback-actions, a page (contracts' rollbackActionsPageSize) at a time, newest first. */
export function useFailedActions(filter: FailedActionsFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: failedActionKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getFailedActions(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled,
  });
}
