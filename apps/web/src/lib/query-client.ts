import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A 4xx answer will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// TanStack Query 5 starts out online and only then listens to the online/offline events: a page
// reloaded with no network would fetch, fail, and swap the restored calendar for an error page.
onlineManager.setOnline(navigator.onLine);
