import { describe, expect, it } from 'vitest';
import { isNewMissedCount, missedCallsCheckEveryMs, readMissedCallsShown, rememberMissedCallsShown } from './missed-calls-check';

describe('the missed-teleconsultation check (spec 3 section 9)', () => {
  it('shows a count once per day: a new day or a new count is news, nothing missed never is', () => {
    expect(isNewMissedCount(2, '2026-11-23', null)).toBe(true);
    expect(isNewMissedCount(2, '2026-11-23', { day: '2026-11-23', count: 2 })).toBe(false);
    expect(isNewMissedCount(3, '2026-11-23', { day: '2026-11-23', count: 2 })).toBe(true);
    expect(isNewMissedCount(1, '2026-11-23', { day: '2026-11-23', count: 2 })).toBe(true);
    expect(isNewMissedCount(2, '2026-11-24', { day: '2026-11-23', count: 2 })).toBe(true);
    expect(isNewMissedCount(0, '2026-11-24', null)).toBe(false);
  });

  it('remembers what it showed in this browser, and ignores a damaged record', () => {
    expect(readMissedCallsShown()).toBeNull();
    rememberMissedCallsShown({ day: '2026-11-23', count: 4 });
    expect(readMissedCallsShown()).toEqual({ day: '2026-11-23', count: 4 });
    localStorage.setItem('tabib.missedCallsShown', '{"day":');
    expect(readMissedCallsShown()).toBeNull();
    localStorage.setItem('tabib.missedCallsShown', '{"day":"2026-11-23"}');
    expect(readMissedCallsShown()).toBeNull();
  });

  it('checks every hour unless the build sets another number of minutes', () => {
    expect(missedCallsCheckEveryMs(undefined)).toBe(3_600_000);
    expect(missedCallsCheckEveryMs('')).toBe(3_600_000);
    expect(missedCallsCheckEveryMs('abc')).toBe(3_600_000);
    expect(missedCallsCheckEveryMs('0')).toBe(3_600_000);
    expect(missedCallsCheckEveryMs('5')).toBe(300_000);
  });
});
