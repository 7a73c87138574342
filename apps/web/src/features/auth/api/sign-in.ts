import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths, signInRequestSchema, signInResponseSchema, type SignInRequest } from '@tabib/contracts/auth';
import type { UserProfile } from '@tabib/contracts/user';
import { apiRequest } from '../../../lib/api-client';
import { clearSessionStorage, setToken } from '../../../lib/session';
import { profileQueryOptions } from './get-profile';

export function signIn(input: SignInRequest) {
  return apiRequest(authPaths.signIn, {
    method: 'POST',
    body: signInRequestSchema.parse(input),
    schema: signInResponseSchema,
  });
}

/** Signs in, stores the token, then fetches the profile (spec: submit, then fetch the profile). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInRequest): Promise<UserProfile> => {
      const { auth } = await signIn(input);
      setToken(auth.token);
      try {
        return await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
      } catch (error) {
        clearSessionStorage();
        throw error;
      }
    },
  });
}
