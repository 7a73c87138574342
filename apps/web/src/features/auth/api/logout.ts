import { useMutation } from '@tanstack/react-query';
import { authPaths, successResponseSchema } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

export function logout() {
  return apiRequest(authPaths.logout, { method: 'POST', schema: successResponseSchema });
}

/** The local session ends even when the server cannot be told (offline, already expired). */
export function useLogout() {
  // Offline too: the request fails at once instead of waiting for the network, and the session ends on this device.
  return useMutation({ mutationFn: logout, networkMode: 'always', onSettled: () => endSession('logout') });
}
