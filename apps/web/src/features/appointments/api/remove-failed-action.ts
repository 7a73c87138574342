import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeRollbackActionResponseSchema, rollbackActionPaths } from '@tabib/contracts/rollback-actions';
import { apiRequest } from '../../../lib/api-client';
import { failedActionKeys } from './failed-action-keys';

/** PUT update-action-status: one failed action leaves the list. */
export function removeFailedAction(id: string) {
  return apiRequest(rollbackActionPaths.remove.replace(':id', encodeURIComponent(id)), {
    method: 'PUT',
    schema: removeRollbackActionResponseSchema,
  });
}

export function useRemoveFailedAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFailedAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedActionKeys.all }),
  });
}
