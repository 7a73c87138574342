import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkRemoveRollbackActionsResponseSchema,
  rollbackActionPaths,
  type RollbackActionType,
} from '@tabib/contracts/rollback-actions';
import { apiRequest } from '../../../lib/api-client';
import { failedActionKeys } from './failed-action-keys';

/** PUT bulk-update-actions-status: every failed action of these types leaves the list; answers how many. */
export function bulkRemoveFailedActions(types: readonly RollbackActionType[]) {
  return apiRequest(rollbackActionPaths.bulkRemove, {
    method: 'PUT',
    body: { types },
    schema: bulkRemoveRollbackActionsResponseSchema,
  });
}

export function useBulkRemoveFailedActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkRemoveFailedActions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedActionKeys.all }),
  });
}
