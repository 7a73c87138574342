import { useMutation } from '@tanstack/react-query';
import { authPaths, forgotPasswordRequestSchema, successResponseSchema, type ForgotPasswordRequest } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(input: ForgotPasswordRequest) {
  return apiRequest(authPaths.forgotPassword, {
    method: 'POST',
    body: forgotPasswordRequestSchema.parse(input),
    schema: successResponseSchema,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
