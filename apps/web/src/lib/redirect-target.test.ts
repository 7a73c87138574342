import { describe, expect, it } from 'vitest';
import { redirectStateFor, redirectTargetOf, sessionEndedReasonOf } from './redirect-target';

describe('redirect target', () => {
  it('remembers path, query and hash', () => {
    const state = redirectStateFor({ pathname: '/patients', search: '?patientId=7', hash: '#files' });
    expect(redirectTargetOf(state)).toBe('/patients?patientId=7#files');
  });

  it.each([null, undefined, 'text', {}, { from: 3 }, { from: 'https://evil.example' }, { from: '//evil.example' }])(
    'ignores %j',
    (state) => {
      expect(redirectTargetOf(state)).toBeUndefined();
    },
  );

  it('carries why the server ended the session, and nothing else', () => {
    expect(sessionEndedReasonOf({ from: '/', sessionEnded: 'blocked' })).toBe('blocked');
    expect(sessionEndedReasonOf({ sessionEnded: 'passwordChanged' })).toBe('passwordChanged');
    expect(sessionEndedReasonOf({ sessionEnded: 'hacked' })).toBeUndefined();
    expect(sessionEndedReasonOf(null)).toBeUndefined();
  });
});
