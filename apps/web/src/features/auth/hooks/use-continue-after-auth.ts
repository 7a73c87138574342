import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UserProfile } from '@tabib/contracts/user';
import { redirectTargetOf } from '../../../lib/redirect-target';
import { pendingOnboardingPath } from '../onboarding';

/** After sign-in and each onboarding step: the next step, else the page first asked for, else /. */
export function useContinueAfterAuth(): (profile: UserProfile) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (profile) => {
      const from = redirectTargetOf(location.state);
      const pending = pendingOnboardingPath(profile);
      if (pending) navigate(pending, { replace: true, state: { from } });
      else navigate(from ?? '/', { replace: true });
    },
    [navigate, location.state],
  );
}
