/**
 * The public pages' code, one step removed from the entry: the list of files a lazy import
 * preloads is written where the import is, and public-pages.tsx's (antd, forms, phones) would
 * otherwise weigh on the entry every doctor downloads. The extra request is tiny and starts at
 * once (app/router.tsx, preloadFirstPage).
 */
export const loadPublicPages = () => import('./public-pages');
