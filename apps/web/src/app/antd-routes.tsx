import { useRoutes, type RouteObject } from 'react-router';
import type { UserProfile } from '@tabib/contracts/user';
import { pageAccess, settingsAccess, type Access, type GuardedPage, type SettingsPage } from './guards/access-rules';
import { RequireAccess } from './guards/require-access';
import { RequireAuth } from './guards/require-auth';
import { RequireOnboardingStep } from './guards/require-onboarding-step';
import { RequireOnline } from './guards/require-online';
import { OfflinePage } from '../features/offline/components/offline-page';
import * as Pages from './lazy-pages';
import { ClinicProfilePage } from './lazy-profile-pages';

function guarded(rule: (profile: UserProfile) => Access, route: RouteObject): RouteObject {
  return { element: <RequireAccess rule={rule} />, children: [route] };
}

const forPage = (page: GuardedPage) => (profile: UserProfile) => pageAccess(page, profile);
const forSettings = (page: SettingsPage) => (profile: UserProfile) => settingsAccess(page, profile);

const subscriptionRoutes: RouteObject[] = [
  { index: true, element: <Pages.SubscriptionPage /> },
  { path: 'discover-offers', element: <Pages.DiscoverOffersPage /> },
  { path: 'invoice-commit', element: <Pages.InvoiceCommitPage /> },
  { path: 'period-commit', element: <Pages.PeriodCommitPage /> },
  { path: 'epayment-commit', element: <Pages.EpaymentCommitPage /> },
  { path: 'epayment-confirmation', element: <Pages.EpaymentConfirmationPage /> },
];

const settingsRoutes: RouteObject[] = [
  { index: true, element: <Pages.SettingsIndex /> },
  guarded(forSettings('clinicProfile'), { path: 'clinic-profile', element: <ClinicProfilePage /> }),
  guarded(forSettings('schedule'), { path: 'schedule', element: <Pages.SchedulePage /> }),
  guarded(forSettings('consultationReasons'), { path: 'consultation-reasons', element: <Pages.ConsultationReasonsPage /> }),
  guarded(forSettings('preferences'), { path: 'preferences', element: <Pages.PreferencesPage /> }),
  guarded(forSettings('users'), { path: 'users', element: <Pages.UsersPage /> }),
  guarded(forSettings('gps'), { path: 'gps', element: <Pages.GpsPage /> }),
  guarded(forSettings('subscription'), { path: 'subscription', children: subscriptionRoutes }),
];

const mainLayoutRoutes: RouteObject[] = [
  { index: true, element: <Pages.CalendarPage /> },
  { path: 'calendar', element: <Pages.CalendarPage /> },
  // In the shell, whose sidebar still leads to the calendar and whose notices tell when the connection is back.
  { path: 'offline', element: <OfflinePage /> },
  {
    element: <RequireOnline />,
    children: [
      guarded(forPage('patients'), { path: 'patients', element: <Pages.PatientsPage /> }),
      guarded(forPage('clinicUsers'), { path: 'clinic-users', element: <Pages.ClinicUsersPage /> }),
      guarded(forPage('clinicDashboard'), { path: 'clinic-dashboard', element: <Pages.ClinicDashboardPage /> }),
    ],
  },
];

const antdRoutes: RouteObject[] = [
  { path: 'forgot-password', element: <Pages.ForgotPasswordPage /> },
  { path: 'reset-password', element: <Pages.ResetPasswordPage /> },
  {
    element: <RequireOnboardingStep step="/reinitialize-password" />,
    children: [{ path: 'reinitialize-password', element: <Pages.ReinitializePasswordPage /> }],
  },
  {
    element: <RequireOnboardingStep step="/our-terms" />,
    children: [{ path: 'our-terms', element: <Pages.OurTermsPage /> }],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'videocall/:appointmentId/:patientId', element: <Pages.VideoCallPage /> },
      { path: '/', element: <Pages.MainLayout />, children: mainLayoutRoutes },
      guarded(forPage('settings'), {
        path: 'settings',
        element: <Pages.SettingsLayout />,
        children: [{ element: <RequireOnline />, children: settingsRoutes }],
      }),
    ],
  },
  { path: '*', element: <Pages.NotFoundPage /> },
];

/** The pages drawn with antd, rendered by app/antd-root.tsx under the entry's catch-all. */
export function AntdRoutes() {
  return useRoutes(antdRoutes);
}
