import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appUserResponseSchema, setAllowAllBodySchema, userPaths } from '@tabib/contracts/users';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function setAllowAll({ userId, allowAll }: { userId: string; allowAll: boolean }) {
  return apiRequest(userPaths.allowAll.replace(':id', encodeURIComponent(userId)), {
    method: 'PUT',
    body: setAllowAllBodySchema.parse({ allowAll }),
    schema: appUserResponseSchema,
  });
}

/** Grants (true) or withdraws (false) an assistant acting as doctor's full rights. */
export function useSetAllowAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAllowAll,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
