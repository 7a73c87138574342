import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appUserResponseSchema, userPaths } from '@tabib/contracts/users';
import { createAssistantBodySchema, type CreateAssistantBody } from '@tabib/contracts/users-input';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function createUser(input: CreateAssistantBody) {
  return apiRequest(userPaths.create, {
    method: 'POST',
    body: createAssistantBodySchema.parse(input),
    schema: appUserResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
