import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteUserResponseSchema, userPaths } from '@tabib/contracts/users';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function deleteUser(userId: string) {
  return apiRequest(userPaths.remove.replace(':id', encodeURIComponent(userId)), {
    method: 'DELETE',
    schema: deleteUserResponseSchema,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
