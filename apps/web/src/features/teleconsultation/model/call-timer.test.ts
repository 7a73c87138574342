import { describe, expect, it } from 'vitest';
import { elapsedSecondsOf, formatCallDuration, pausedTimer, runTimer } from './call-timer';

describe('call timer', () => {
  it('counts only while it runs and keeps what it counted across a pause', () => {
    let timer = runTimer(pausedTimer, true, 1_000);
    expect(elapsedSecondsOf(timer, 6_500)).toBe(5);
    timer = runTimer(timer, false, 11_000);
    expect(elapsedSecondsOf(timer, 60_000)).toBe(10);
    timer = runTimer(timer, true, 70_000);
    expect(elapsedSecondsOf(timer, 72_999)).toBe(12);
  });

  it('is unchanged when asked to do what it already does', () => {
    const running = runTimer(pausedTimer, true, 1_000);
    expect(runTimer(running, true, 5_000)).toBe(running);
    expect(runTimer(pausedTimer, false, 5_000)).toBe(pausedTimer);
  });

  it('reads hh:mm:ss', () => {
    expect(formatCallDuration(0)).toBe('00:00:00');
    expect(formatCallDuration(59.9)).toBe('00:00:59');
    expect(formatCallDuration(3_661)).toBe('01:01:01');
    expect(formatCallDuration(36_000 + 600 + 6)).toBe('10:10:06');
    expect(formatCallDuration(-3)).toBe('00:00:00');
  });
});
