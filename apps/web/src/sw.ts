/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { cacheNames } from './lib/cache-names';

declare let self: ServiceWorkerGlobalScope;

// The spec's names (1 section 4): the precache is literally 'core'.
setCacheNameDetails({ prefix: '', suffix: '', precache: cacheNames.core, runtime: cacheNames.pages });

// The whole built app (vite-plugin-pwa lists it at build time): it opens and runs with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html; the API and the sockets are never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/socket\.io\//] }));

// Pictures shown by the app (its icons, the avatars): kept for a month.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// The first version takes the open page at once (the offline mode works from the first visit);
// a later one waits until the user activates it from the new-version notice.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
