import { useMutation } from '@tanstack/react-query';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  preferencesPaths,
  type ChangePasswordBody,
} from '@tabib/contracts/preferences';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordBody) {
  return apiRequest(preferencesPaths.password, {
    method: 'PUT',
    body: changePasswordBodySchema.parse(input),
    schema: changePasswordResponseSchema,
  });
}

/** This session stays signed in; the server ends every other one. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
