import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasUserGesture, playNotificationSound } from './notification-sound';

class FakeAudioContext {
  static created = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  started: number[] = [];
  constructor() {
    FakeAudioContext.created += 1;
  }
  createOscillator() {
    const started = this.started;
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: (at: number) => started.push(at),
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: (node: unknown) => node,
    };
  }
  resume() {
    return Promise.resolve();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the notification sound', () => {
  it('stays silent until the user has interacted with the page (autoplay rules), then beeps', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    expect(hasUserGesture()).toBe(false);
    expect(playNotificationSound()).toBe(false);
    expect(FakeAudioContext.created).toBe(0);

    window.dispatchEvent(new Event('pointerdown'));
    expect(hasUserGesture()).toBe(true);
    expect(playNotificationSound()).toBe(true);
    expect(playNotificationSound()).toBe(true);
    // one audio context for the page, not one per beep
    expect(FakeAudioContext.created).toBe(1);
  });
});
