import { describe, expect, it } from 'vitest';
import { connectionNotice, nextConnection } from './call-connection';

describe('call connection', () => {
  it('connects, breaks, restarts ICE once when it fails, and is lost when the restart fails too', () => {
    expect(nextConnection('idle', 'checking', false)).toEqual({ connection: 'connecting', restart: false });
    expect(nextConnection('connecting', 'connected', false)).toEqual({ connection: 'connected', restart: false });
    expect(nextConnection('connected', 'disconnected', false)).toEqual({ connection: 'reconnecting', restart: false });
    expect(nextConnection('reconnecting', 'failed', false)).toEqual({ connection: 'reconnecting', restart: true });
    // The restart checks again: still mending.
    expect(nextConnection('reconnecting', 'checking', true)).toEqual({ connection: 'reconnecting', restart: false });
    expect(nextConnection('reconnecting', 'failed', true)).toEqual({ connection: 'lost', restart: false });
    expect(nextConnection('reconnecting', 'completed', true)).toEqual({ connection: 'connected', restart: false });
  });

  it('tells a broken connection and its return, nothing else', () => {
    expect(connectionNotice('connected', 'reconnecting')).toBe('badConnection');
    expect(connectionNotice('reconnecting', 'connected')).toBe('reconnected');
    expect(connectionNotice('lost', 'connected')).toBe('reconnected');
    expect(connectionNotice('connecting', 'connected')).toBeNull();
    expect(connectionNotice('reconnecting', 'lost')).toBeNull();
    expect(connectionNotice('idle', 'connecting')).toBeNull();
  });
});
