import { useMutation } from '@tanstack/react-query';
import { authPaths, resetPasswordRequestSchema, successResponseSchema, type ResetPasswordRequest } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordRequest) {
  return apiRequest(authPaths.resetPassword, {
    method: 'POST',
    body: resetPasswordRequestSchema.parse(input),
    schema: successResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
