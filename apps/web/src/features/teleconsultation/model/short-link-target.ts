import { isApiError } from '../../../lib/api-error';

/**
 * Where a short link's page goes (spec 1 section 2, call_bitfy): the link's path on this site;
 * on failure a signed-in user goes to the calendar, anyone else (a patient) reads why on the page.
 */
export type ShortLinkOutcome =
  { kind: 'resolving' } | { kind: 'go'; path: string } | { kind: 'calendar' } | { kind: 'unknown' } | { kind: 'failed' };

/** Only a path of this site: anything else is no link of ours. */
export function sitePathOf(url: string, origin: string): string | null {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
}

export function shortLinkOutcomeOf(input: {
  url: string | undefined;
  error: unknown;
  signedIn: boolean;
  origin: string;
}): ShortLinkOutcome {
  if (input.url !== undefined) {
    const path = sitePathOf(input.url, input.origin);
    if (path) return { kind: 'go', path };
  } else if (!input.error) return { kind: 'resolving' };
  if (input.signedIn) return { kind: 'calendar' };
  // The server said no (unknown, expired, malformed), or pointed elsewhere: no link of ours. Anything
  // else (offline, a server error) says nothing of the link: the patient may try again.
  const refused =
    isApiError(input.error) && input.error.status >= 400 && input.error.status < 500 && input.error.code !== 'tooManyRequest';
  return refused || input.url !== undefined ? { kind: 'unknown' } : { kind: 'failed' };
}
