import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appUserResponseSchema, blockUserBodySchema, userPaths, type BlockUserBody } from '@tabib/contracts/users';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function blockUser(input: BlockUserBody) {
  return apiRequest(userPaths.block, { method: 'PUT', body: blockUserBodySchema.parse(input), schema: appUserResponseSchema });
}

/** status true blocks, false unblocks. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
