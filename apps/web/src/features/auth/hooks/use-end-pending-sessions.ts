import { useEffect } from 'react';
import { apiBasePath, authPaths } from '@tabib/contracts/auth';
import { storageKeys } from '../../../lib/storage-keys';

/**
 * Ends on the server, at start and when the network comes back, the sessions signed out offline
 * (api/pending-logouts.ts, loaded only when there are some).
 */
export function useEndPendingSessions() {
  useEffect(() => {
    const end = () => {
      if (localStorage.getItem(storageKeys.pendingLogouts) === null) return;
      import('../api/pending-logouts')
        .then(({ pendingLogouts }) => pendingLogouts(storageKeys.pendingLogouts).endAll(`${apiBasePath}${authPaths.logout}`))
        .catch(() => undefined);
    };
    end();
    window.addEventListener('online', end);
    return () => window.removeEventListener('online', end);
  }, []);
}
