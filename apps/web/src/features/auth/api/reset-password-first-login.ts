import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths, firstLoginResetRequestSchema, firstLoginResetResponseSchema, type PasswordPair } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { profileQueryKey } from '../../../lib/profile-query-key';

/** Clinic accounts have their own path for the same change. */
export function resetPasswordFirstLogin(input: PasswordPair, isClinic: boolean) {
  return apiRequest(isClinic ? authPaths.firstLoginResetClinic : authPaths.firstLoginResetDoctor, {
    method: 'PUT',
    body: firstLoginResetRequestSchema.parse(input),
    schema: firstLoginResetResponseSchema,
  });
}

/** The server revokes every old session and answers with a new token, which replaces ours. */
export function useResetPasswordFirstLogin(isClinic: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordPair) => resetPasswordFirstLogin(input, isClinic),
    onSuccess: (response) => {
      setToken(response.auth.token);
      queryClient.setQueryData(profileQueryKey, response.profile);
    },
  });
}
