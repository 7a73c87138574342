import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  editRequestBodySchema,
  profileDetailsPaths,
  successResponseSchema,
  type EditRequestBody,
} from '@tabib/contracts/profile-details';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export function sendEditRequest(body: EditRequestBody) {
  return apiRequest(profileDetailsPaths.editRequests, {
    method: 'POST',
    schema: successResponseSchema,
    body: editRequestBodySchema.parse(body),
  });
}

export function useSendEditRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEditRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.editRequests }),
  });
}
