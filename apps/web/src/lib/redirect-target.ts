import { sessionEndedReasons, type ExplainedSessionEndReason } from '@tabib/contracts/session-end';

/** Router state carried to /login, the onboarding pages and /offline: where the user was going. */
export interface RedirectState {
  from?: string;
  /** Why the server ended the session, for the sign-in page to say so. */
  sessionEnded?: ExplainedSessionEndReason;
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

/** The reason the server ended the previous session, carried in the router state to /login. */
export function sessionEndedReasonOf(state: unknown): ExplainedSessionEndReason | undefined {
  if (typeof state !== 'object' || state === null || !('sessionEnded' in state)) return undefined;
  const { sessionEnded } = state;
  return sessionEndedReasons.find((reason) => reason === sessionEnded);
}
