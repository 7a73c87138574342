import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectTargetOf } from '../../lib/redirect-target';
import { pendingOnboardingPath, type OnboardingPath } from '../../features/auth/onboarding';
import { ProfileGate } from './profile-gate';

/** /reinitialize-password and /our-terms open only while they are the user's next step. */
export function RequireOnboardingStep({ step }: { step: OnboardingPath }) {
  const location = useLocation();
  return (
    <ProfileGate
      render={(profile) => {
        const pending = pendingOnboardingPath(profile);
        if (pending === step) return <Outlet />;
        return <Navigate to={pending ?? redirectTargetOf(location.state) ?? '/'} replace state={location.state} />;
      }}
    />
  );
}
