import { lazy } from 'react';
import { lazyWithNamespace } from '../lib/on-demand-namespace';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { firstPartsOf, type FirstPart } from './first-parts';

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
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

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
export const SubscriptionPage = lazy(() =>
  import('../features/subscription/components/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);
export const DiscoverOffersPage = lazy(() =>
  import('../features/subscription/components/discover-offers-page').then((m) => ({ default: m.DiscoverOffersPage })),
);
export const InvoiceCommitPage = lazy(() =>
  import('../features/subscription/components/invoice-commit-page').then((m) => ({ default: m.InvoiceCommitPage })),
);
export const PeriodCommitPage = lazy(() =>
  import('../features/subscription/components/period-commit-page').then((m) => ({ default: m.PeriodCommitPage })),
);
export const EpaymentCommitPage = lazy(() =>
  import('../features/subscription/components/epayment-commit-page').then((m) => ({ default: m.EpaymentCommitPage })),
);
export const EpaymentConfirmationPage = lazy(() =>
  import('../features/subscription/components/epayment-confirmation-page').then((m) => ({ default: m.EpaymentConfirmationPage })),
);
export const VideoCallPage = lazy(() =>
  import('../features/teleconsultation/components/video-call-page').then((m) => ({ default: m.VideoCallPage })),
);
