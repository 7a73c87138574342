import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { shortLinkOutcomeOf, sitePathOf } from './short-link-target';

const origin = 'https://tabib.example';

describe('a short link', () => {
  it('goes to the path it names on this site', () => {
    expect(shortLinkOutcomeOf({ url: '/visio/abc?lang=ar', error: null, signedIn: false, origin })).toEqual({
      kind: 'go',
      path: '/visio/abc?lang=ar',
    });
    expect(sitePathOf('https://tabib.example/visio/abc#x', origin)).toBe('/visio/abc#x');
    expect(shortLinkOutcomeOf({ url: undefined, error: null, signedIn: false, origin })).toEqual({ kind: 'resolving' });
  });

  it('never leaves the site', () => {
    expect(sitePathOf('https://evil.example/visio/abc', origin)).toBeNull();
    expect(sitePathOf('//evil.example/x', origin)).toBeNull();
    expect(shortLinkOutcomeOf({ url: 'https://evil.example/x', error: null, signedIn: false, origin })).toEqual({
      kind: 'unknown',
    });
  });

  it('sends a signed-in user to the calendar, and tells a patient the link is unknown or could not be read', () => {
    const unknown = new ApiError(404, 'shortLinkNotFound');
    expect(shortLinkOutcomeOf({ url: undefined, error: unknown, signedIn: true, origin })).toEqual({ kind: 'calendar' });
    expect(shortLinkOutcomeOf({ url: undefined, error: unknown, signedIn: false, origin })).toEqual({ kind: 'unknown' });
    expect(shortLinkOutcomeOf({ url: undefined, error: new ApiError(400, 'validationFailed'), signedIn: false, origin })).toEqual(
      { kind: 'unknown' },
    );
    for (const error of [
      new ApiError(0, 'networkError'),
      new ApiError(500, 'internalServerError'),
      new ApiError(429, 'tooManyRequest'),
    ]) {
      expect(shortLinkOutcomeOf({ url: undefined, error, signedIn: false, origin })).toEqual({ kind: 'failed' });
    }
  });
});
