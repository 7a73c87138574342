import { lazy } from 'react';
import { lazyWithNamespace } from '../lib/on-demand-namespace';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { firstPartsOf, type FirstPart } from './first-parts';
import type { SubscriptionPageName } from '../features/subscription/components/subscription-pages-loader';
import { withProfile } from './with-profile';

// Route-level code splitting: each page of the antd app (app/antd-routes.tsx) loads when shown.
export const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const ReinitializePasswordPage = lazy(() =>
  import('../features/auth/components/reinitialize-password-page').then((m) => ({ default: m.ReinitializePasswordPage })),
);
export const OurTermsPage = lazy(() =>
  import('../features/auth/components/our-terms-page').then((m) => ({ default: m.OurTermsPage })),
);
export const NotFoundPage = lazy(() => import('../components/ui/not-found-result').then((m) => ({ default: m.NotFoundResult })));

export const MainLayout = preloadableLazy(() => import('./shell/main-layout').then((m) => m.MainLayout));
export const SettingsLayout = preloadableLazy(() => import('./shell/settings-layout').then((m) => m.SettingsLayout));
export const SettingsIndex = lazy(() => import('./shell/settings-index').then((m) => ({ default: m.SettingsIndex })));

export const CalendarPage = preloadableLazy(() => import('./calendar-route').then((m) => m.CalendarRoute));

const firstParts: Record<FirstPart, { preload(): Promise<unknown> }> = {
  settingsLayout: SettingsLayout,
  mainLayout: MainLayout,
  calendar: CalendarPage,
};

/** The shell and page a start on `pathname` shows first, loaded before antd's layer renders: one reveal. */
export function preloadPagesOf(pathname: string): Promise<unknown> {
  return Promise.all(firstPartsOf(pathname).map((part) => firstParts[part].preload()));
}
export const PatientsPage = lazy(() => import('./patients-route').then((m) => ({ default: m.PatientsRoute })));
// The clinic's pages, with their messages (a chunk of their own: lib/start-namespaces.ts).
export const ClinicUsersPage = lazyWithNamespace('clinic', () => import('./clinic-users-route').then((m) => m.ClinicUsersRoute));
export const ClinicDashboardPage = lazyWithNamespace('clinic', () =>
  import('../features/clinic/components/clinic-dashboard-page').then((m) => m.ClinicDashboardPage),
);
export const PreferencesPage = lazy(() =>
  import('../features/profile/components/preferences-page').then((m) => ({ default: m.PreferencesPage })),
);
export const SchedulePage = lazy(() => import('./schedule-route').then((m) => ({ default: m.ScheduleRoute })));
export const ConsultationReasonsPage = lazy(() =>
  import('./consultation-reasons-route').then((m) => ({ default: m.ConsultationReasonsRoute })),
);
export const GpsPage = lazy(() => import('./gps-route').then((m) => ({ default: m.GpsRoute })));
export const UsersPage = lazy(() => import('./users-route').then((m) => ({ default: m.UsersRoute })));
// The subscription's pages, with their messages (a chunk of their own: lib/start-namespaces.ts).
const subscriptionPage = (name: SubscriptionPageName) =>
  lazyWithNamespace('subscription', () =>
    import('../features/subscription/components/subscription-pages-loader')
      .then(({ subscriptionPages }) => subscriptionPages[name]())
      .then(withProfile),
  );
export const SubscriptionPage = subscriptionPage('overview');
export const DiscoverOffersPage = subscriptionPage('discoverOffers');
export const InvoiceCommitPage = subscriptionPage('invoiceCommit');
export const PeriodCommitPage = subscriptionPage('periodCommit');
export const EpaymentCommitPage = subscriptionPage('epaymentCommit');
export const EpaymentConfirmationPage = subscriptionPage('epaymentConfirmation');
export const VideoCallPage = lazy(() =>
  import('../features/teleconsultation/components/video-call-page').then((m) => ({ default: m.VideoCallPage })),
);
