import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { redirectStateFor } from '../lib/redirect-target';
import { onSessionEnded } from '../lib/session';

/** On logout or an expired token: to /login first, then drop the cache (so no page refetches it). */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded(async (reason) => {
        const state = reason === 'expired' ? redirectStateFor(window.location) : undefined;
        await navigate('/login', { replace: true, state });
        queryClient.clear();
      }),
    [navigate, queryClient],
  );
}
