import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectStateFor } from '../../lib/redirect-target';
import { useOnlineStatus } from '../../lib/use-online-status';

/** Offline, only the calendar stays visible: other pages go to /offline and come back after. */
export function RequireOnline() {
  const online = useOnlineStatus();
  const location = useLocation();
  return online ? <Outlet /> : <Navigate to="/offline" replace state={redirectStateFor(location)} />;
}
