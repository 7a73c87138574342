import { useQuery } from '@tanstack/react-query';
import { authPaths, resetTokenCheckSchema, successResponseSchema } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function checkResetToken(token: string) {
  return apiRequest(authPaths.checkResetToken, {
    method: 'POST',
    body: resetTokenCheckSchema.parse({ token }),
    schema: successResponseSchema,
  });
}

/** Whether the reset link still works, asked when its page opens (it is not used up by asking). */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => checkResetToken(token ?? ''),
    enabled: token !== null,
    retry: false,
    gcTime: 0,
  });
}
