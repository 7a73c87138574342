import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../lib/app-error';
import { createPublicReadLimit } from './public-read-limit';

describe('the public reads limit', () => {
  it('lets an address read its share of a window, refuses beyond, and starts again with the next window', () => {
    let now = 1_000_000;
    const check = createPublicReadLimit({ max: 3, windowMinutes: 10 }, () => now);
    for (let read = 0; read < 3; read++) check('203.0.113.7');
    expect(() => check('203.0.113.7')).toThrow(TooManyRequestsError);
    // Another address, and another client of the same IPv6 /64 counted as one.
    check('203.0.113.8');
    for (let read = 0; read < 3; read++) check(`2001:db8::${read + 1}`);
    expect(() => check('2001:db8::99')).toThrow(TooManyRequestsError);
    now += 10 * 60_000;
    expect(() => check('203.0.113.7')).not.toThrow();
  });

  it('says when to come back', () => {
    let now = 0;
    const check = createPublicReadLimit({ max: 1, windowMinutes: 1 }, () => now);
    check('198.51.100.1');
    now = 15_000;
    try {
      check('198.51.100.1');
      expect.unreachable();
    } catch (error) {
      expect((error as TooManyRequestsError).retryAfterSeconds).toBe(45);
    }
  });
});
