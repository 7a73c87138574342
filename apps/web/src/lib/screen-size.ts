import { useSyncExternalStore } from 'react';

/**
 * The two widths the layout changes at, antd's own breakpoints, so that the shell, the calendar
 * and the global modal rules (app/responsive.css) switch together.
 * Narrow: below md (768 px), where the sidebar collapses (spec 1 section 2) and the header wraps.
 * Phone: below sm (576 px), where the calendar opens on a day and modals take the full width.
 */
export const screenQueries = {
  narrow: '(max-width: 767.98px)',
  phone: '(max-width: 575.98px)',
} as const;

export type ScreenSize = keyof typeof screenQueries;

export function matchesScreen(size: ScreenSize): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(screenQueries[size]).matches
  );
}

export function useScreenMatches(size: ScreenSize): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(screenQueries[size]);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => matchesScreen(size),
  );
}
