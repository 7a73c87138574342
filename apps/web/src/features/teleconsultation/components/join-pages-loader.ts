/**
 * The patient's call pages' code, one step removed from the entry: the list of files a lazy
 * import preloads is written where the import is, and join-pages.tsx's (antd, the call) would
 * otherwise weigh on the entry every doctor downloads (app/router.tsx, preloadFirstPage).
 */
export const loadJoinPages = () => import('./join-pages');
