/**
 * The service worker's caches, by the spec's names (1 section 4): the built app (the precache),
 * the default of runtime routes, and pictures. A cleanup of the device's data keeps these three.
 */
export const cacheNames = { core: 'core', pages: 'pages', images: 'images' } as const;
