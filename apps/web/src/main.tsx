import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstPage } from './app/router';
import { TabibApp } from './app/tabib-app';
import { i18nReady } from './lib/i18n';
import { getToken } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendered once the first page's code is in, if it comes soon: each lazy layer that suspends
// holds its reveal back 300 ms (React 19); a slow start shows the page spinner meanwhile.
const firstPageWaitMs = 1000;
const firstPage = preloadFirstPage(window.location.pathname);
const firstPageOrLater = Promise.race([
  firstPage?.catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, firstPageWaitMs)),
]);
const token = getToken();
// Signed in: the calendar's copy on this device first, so that it shows with no network (issue 14).
const offlineCopyRestored =
  token && typeof indexedDB !== 'undefined'
    ? import('./lib/offline-copy').then(({ restoreOfflineCopy }) => restoreOfflineCopy(token))
    : undefined;
// In a transition: the first render, the whole first page at once, yields to the browser as it goes.
void Promise.all([i18nReady, offlineCopyRestored, firstPageOrLater]).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <TabibApp />
      </StrictMode>,
    ),
  ),
);
