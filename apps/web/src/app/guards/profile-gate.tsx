import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { UserProfile } from '@tabib/contracts/user';
import { redirectStateFor } from '../../lib/redirect-target';
import { getToken } from '../../lib/session';
import { useErrorMessage } from '../../lib/use-error-message';
import { PageSpinner } from '../../components/ui/page-spinner';
import { StatusPage } from '../../components/ui/status-page';
import { useProfile } from '../../features/auth/api/get-profile';

/** Sends signed-out users to /login (remembering where they were going) and loads the profile. */
export function ProfileGate({ render }: { render: (profile: UserProfile) => ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const token = getToken();
  const profile = useProfile(token !== null);
  const errorMessage = useErrorMessage();

  if (!token) return <Navigate to="/login" replace state={redirectStateFor(location)} />;
  if (profile.isPending) return <PageSpinner />;
  // A failed refresh of a profile this device already holds (the offline copy, on a connection that
  // drops every request while the browser believes it is online) keeps the app usable.
  if (profile.data === undefined) {
    return (
      <StatusPage
        status="warning"
        title={t('general.somethingWentWrong')}
        details={errorMessage(profile.error)}
        action={{ label: t('actions.retry'), onClick: () => void profile.refetch() }}
      />
    );
  }
  return render(profile.data);
}
