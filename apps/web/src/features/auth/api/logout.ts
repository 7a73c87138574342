import { useMutation } from '@tanstack/react-query';
import { authPaths, successResponseSchema } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

export function logout() {
  return apiRequest(authPaths.logout, { method: 'POST', schema: successResponseSchema });
}

/** The local session ends even when the server cannot be told (offline, already expired). */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: () => endSession('logout') });
}
