import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { PageSpinner } from '../components/ui/page-spinner';
import { useEndPendingSessions } from '../features/auth/hooks/use-end-pending-sessions';
import { useSessionEndRedirect } from './use-session-end-redirect';

export function RootLayout() {
  useSessionEndRedirect();
  useEndPendingSessions();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
