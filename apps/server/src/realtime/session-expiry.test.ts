import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionExpiry } from './session-expiry';

const day = 86_400_000;

describe('session expiry timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at the expiry of a 30-day session, beyond what one setTimeout can wait', () => {
    const expired = vi.fn();
    const expiry = createSessionExpiry(expired);
    expiry.watch('s1', new Date(Date.now() + 30 * day));
    vi.advanceTimersByTime(30 * day - 1);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledExactlyOnceWith('s1');
  });

  it('fires at once for a session already expired, and once per session however many sockets it has', () => {
    const expired = vi.fn();
    const expiry = createSessionExpiry(expired);
    expiry.watch('s1', new Date(Date.now() - 1000));
    expiry.watch('s2', new Date(Date.now() + 1000));
    expiry.watch('s2', new Date(Date.now() + 1000));
    vi.advanceTimersByTime(0);
    expect(expired.mock.calls).toEqual([['s1']]);
    vi.advanceTimersByTime(1000);
    expect(expired.mock.calls).toEqual([['s1'], ['s2']]);
  });

  it('does not fire for a session forgotten (its last socket gone) or after close', () => {
    const expired = vi.fn();
    const expiry = createSessionExpiry(expired);
    expiry.watch('s1', new Date(Date.now() + 1000));
    expiry.watch('s2', new Date(Date.now() + 1000));
    expiry.forget('s1');
    expiry.close();
    vi.advanceTimersByTime(2000);
    expect(expired).not.toHaveBeenCalled();
  });
});
