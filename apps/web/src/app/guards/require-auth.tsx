import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectStateFor } from '../../lib/redirect-target';
import { pendingOnboardingPath } from '../../features/auth/onboarding';
import { ProfileGate } from './profile-gate';

/** Every protected page: signed in, then the first-login password change, then the terms. */
export function RequireAuth() {
  const location = useLocation();
  return (
    <ProfileGate
      render={(profile) => {
        const pending = pendingOnboardingPath(profile);
        return pending ? <Navigate to={pending} replace state={redirectStateFor(location)} /> : <Outlet />;
      }}
    />
  );
}
