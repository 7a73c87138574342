import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { redirectStateFor, type RedirectState } from '../lib/redirect-target';
import { onSessionEnded, type SessionEndReason } from '../lib/session';

function stateFor(reason: SessionEndReason): RedirectState | undefined {
  if (reason === 'logout') return undefined;
  const state = redirectStateFor(window.location);
  return reason === 'expired' ? state : { ...state, sessionEnded: reason };
}

/**
 * On logout, an expired token or a session the server ended (blocked, deleted, password changed
 * elsewhere): to /login first, then, once the pages are gone, drop the cache (so no page refetches it).
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const clearOnArrival = useRef(false);
  useEffect(
    () =>
      onSessionEnded((reason) => {
        // A request still in flight when the server ended the session answers 401 after we are
        // on /login: going there again would drop the message saying why.
        if (reason === 'expired' && window.location.pathname === '/login') return;
        clearOnArrival.current = true;
        navigate('/login', { replace: true, state: stateFor(reason) });
      }),
    [navigate],
  );
  useEffect(() => {
    if (pathname !== '/login' || !clearOnArrival.current) return;
    clearOnArrival.current = false;
    queryClient.clear();
  }, [pathname, queryClient]);
}
