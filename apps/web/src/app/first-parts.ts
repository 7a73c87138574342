/** The lazy parts of the app that a start on a path shows first. */
export type FirstPart = 'settingsLayout' | 'mainLayout' | 'calendar';

/**
 * What a start on `pathname` shows first: router.tsx starts their downloads beside antd's layer,
 * lazy-pages.ts has them ready before that layer renders (one reveal, not one per lazy layer).
 */
export function firstPartsOf(pathname: string): FirstPart[] {
  if (pathname.startsWith('/settings')) return ['settingsLayout'];
  if (pathname === '/' || pathname === '/calendar') return ['mainLayout', 'calendar'];
  return [];
}
