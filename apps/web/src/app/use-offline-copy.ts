import { useEffect } from 'react';
import { getToken } from '../lib/session';

/** While signed in, the calendar's data is copied to this device for the offline mode (loaded after the page). */
export function useOfflineCopy() {
  useEffect(() => {
    const token = getToken();
    if (!token || typeof indexedDB === 'undefined') return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../lib/offline-copy').then(({ offlineCopy }) => {
      if (!unmounted) stop = offlineCopy.persist(token);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
