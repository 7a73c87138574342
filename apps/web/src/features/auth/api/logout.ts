import { useMutation } from '@tanstack/react-query';
import { authPaths, successResponseSchema } from '@tabib/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { endSession, getToken } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';

export async function logout() {
  const token = getToken();
  try {
    return await apiRequest(authPaths.logout, { method: 'POST', schema: successResponseSchema });
  } catch (error) {
    // Offline, the session ends on this device now and on the server once the network is back.
    // Loaded only then (from the service worker when offline): it stays out of the calendar's download.
    if (token && isApiError(error) && error.code === 'networkError')
      await import('./pending-logouts')
        .then(({ pendingLogouts }) => pendingLogouts(storageKeys.pendingLogouts).endLater(token))
        .catch(() => undefined);
    throw error;
  }
}

/** The local session ends even when the server cannot be told (offline, already expired). */
export function useLogout() {
  // Offline too: the request fails at once instead of waiting for the network, and the session ends on this device.
  return useMutation({ mutationFn: logout, networkMode: 'always', onSettled: () => endSession('logout') });
}
