import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { profileQueryOptions } from '../features/auth/api/get-profile';
import { currentLocale, loadPageMessages } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { getToken } from '../lib/session';
import { firstPartsOf, type FirstPart } from './first-parts';
import { RootLayout } from './root-layout';

// The entry holds sign-in and nothing of antd: the rest (antd, the guards, the other pages and
// their messages) is one lazy layer, app/antd-root.tsx (issue 13: /login in 150 KB gz).
const SignInPage = lazy(() => import('../features/auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })));
const AntdRoot = preloadableLazy(() =>
  Promise.all([import('./antd-root'), loadPageMessages()]).then(async ([module]) => {
    // The shell and page of the path too: one reveal, not one per lazy layer. A failure shows
    // when that page renders (and fails to load) under the layer. The language's antd and dayjs
    // locales beside them: no English label or date shows first.
    await Promise.all([
      module.preloadPagesOf(window.location.pathname).catch(() => undefined),
      module.loadAntdLocale(currentLocale()),
    ]);
    return module.AntdRoot;
  }),
);

// The patient's public pages (issue 15): outside the signed-in app, with no session guard and
// none of antd's layer above; one lazy chunk of their own, with the theme and their messages.
const publicPages = () =>
  Promise.all([
    import('../features/public-booking/components/public-pages-loader').then(({ loadPublicPages }) => loadPublicPages()),
    import('./theme'),
  ]).then(async ([pages, { theme }]) => {
    await pages.publicPagesReady();
    return { pages, theme };
  });
const PublicBookingPage = preloadableLazy(() =>
  publicPages().then(({ pages, theme }) => () => <pages.PublicBookingRoute theme={theme} />),
);
const PublicCancelPage = preloadableLazy(() =>
  publicPages().then(({ pages, theme }) => () => <pages.PublicCancelRoute theme={theme} />),
);
// The patient's pages of a teleconsultation (issue 16): the join page and the short link of the
// notices, which a patient opens without a session. Their own lazy chunk, as the booking pages'.
const joinPages = () =>
  Promise.all([
    import('../features/teleconsultation/components/join-pages-loader').then(({ loadJoinPages }) => loadJoinPages()),
    import('./theme'),
  ]).then(async ([pages, { theme }]) => {
    await pages.joinPagesReady();
    return { pages, theme };
  });
const JoinCallPage = preloadableLazy(() => joinPages().then(({ pages, theme }) => () => <pages.JoinCallRoute theme={theme} />));
const CallLinkPage = preloadableLazy(() => joinPages().then(({ pages, theme }) => () => <pages.CallLinkRoute theme={theme} />));

// The printable receipt of a card payment (issue 18): no session (the e-mail's link, the server's
// PDF), outside antd's layer; a lazy chunk of its own with its messages.
const ReceiptPage = preloadableLazy(() => import('./receipt-page').then(({ loadReceiptPage }) => loadReceiptPage()));

const publicPageOf = (pathname: string) =>
  pathname.startsWith('/book/cancel/')
    ? PublicCancelPage
    : pathname.startsWith('/book/')
      ? PublicBookingPage
      : pathname.startsWith('/visio/')
        ? JoinCallPage
        : pathname.startsWith('/rendez-vous/') || pathname.startsWith('/call/')
          ? CallLinkPage
          : pathname.startsWith('/receipt/')
            ? ReceiptPage
            : null;

const firstPartDownloads: Record<FirstPart, () => Promise<unknown>> = {
  settingsLayout: () => import('./shell/settings-layout'),
  mainLayout: () => import('./shell/main-layout'),
  calendar: () => import('./calendar-route'),
};

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'login', element: <SignInPage /> },
      { path: 'book/cancel/:token', element: <PublicCancelPage /> },
      { path: 'book/:slug', element: <PublicBookingPage /> },
      { path: 'visio/:token', element: <JoinCallPage /> },
      { path: 'rendez-vous/:call_bitfy', element: <CallLinkPage /> },
      { path: 'call/:call_bitfy', element: <CallLinkPage /> },
      { path: 'receipt/:token', element: <ReceiptPage /> },
      { path: '*', element: <AntdRoot /> },
    ],
  },
];

/** The declarative router (BrowserRouter): the data router's loaders are unused and weigh 18 KB gz. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts at once the downloads the first page will wait for, which its lazy parts would
 * otherwise start one after the other (antd's layer, then the shell, then the page). Resolves
 * when the layer with the shell and page is in (undefined: sign-in, in the entry).
 */
export function preloadFirstPage(pathname: string): Promise<unknown> | undefined {
  if (pathname === '/login') return undefined;
  const publicPage = publicPageOf(pathname);
  if (publicPage) return publicPage.preload();
  const layer = AntdRoot.preload();
  // The guards (in the antd layer) wait for the profile: ask for it now, beside the layer.
  if (getToken()) void queryClient.prefetchQuery(profileQueryOptions);
  for (const part of firstPartsOf(pathname)) void firstPartDownloads[part]();
  return layer;
}
