/** Router state carried to /login, the onboarding pages and /offline: where the user was going. */
export interface RedirectState {
  from?: string;
}

export function redirectStateFor(location: { pathname: string; search: string; hash: string }): RedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The remembered in-app path, or undefined; refuses anything that could leave the app. */
export function redirectTargetOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from;
}
