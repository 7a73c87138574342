import { useQuery } from '@tanstack/react-query';
import { authPaths, checkTokenRequestSchema, checkTokenResponseSchema } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function checkToken(token: string) {
  return apiRequest(authPaths.checkToken, {
    method: 'POST',
    body: checkTokenRequestSchema.parse({ token }),
    schema: checkTokenResponseSchema,
  });
}

/** Asks once whether the stored token still opens a session (the sign-in page's redirect). */
export function useTokenValidity(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'token-validity', token],
    queryFn: () => checkToken(token ?? ''),
    enabled: token !== null,
    retry: false,
    gcTime: 0,
  });
}
