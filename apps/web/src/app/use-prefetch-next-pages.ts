import { useEffect } from 'react';
import { getToken } from '../lib/session';
import { shellNextPages } from './lazy-pages';
import { prefetchDoctorProfilePage } from './lazy-profile-pages';

// Where a user goes from the calendar, each a chain of lazy parts (layout, index, page): fetched
// once the page is idle, so that opening them does not wait for three downloads in a row.
const nextPages = [...shellNextPages, prefetchDoctorProfilePage];

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function onSlowOrMeteredConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** Signed in, prefetches the next pages' code once the page is idle, unless the connection is slow or metered. */
export function usePrefetchNextPages(): void {
  useEffect(() => {
    if (!getToken() || onSlowOrMeteredConnection()) return;
    const prefetch = () => {
      for (const load of nextPages) void load().catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2_000);
    return () => clearTimeout(timer);
  }, []);
}
