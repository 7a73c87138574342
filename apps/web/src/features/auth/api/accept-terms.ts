import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptTermsResponseSchema, authPaths } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile-query-key';

export function acceptTerms() {
  return apiRequest(authPaths.acceptTerms, { method: 'PUT', schema: acceptTermsResponseSchema });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (response) => queryClient.setQueryData(profileQueryKey, response.profile),
  });
}
