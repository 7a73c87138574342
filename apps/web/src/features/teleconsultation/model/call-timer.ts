/**
 * The call's stopwatch (spec 2 section 4, "Call lifecycle"): it runs while the patient's media
 * arrive and pauses while they are gone, keeping what it counted. Times are epoch milliseconds.
 */
export interface CallTimer {
  /** Counted before the current run. */
  elapsedMs: number;
  /** When the current run began; null while paused. */
  runningSince: number | null;
}

export const pausedTimer: CallTimer = { elapsedMs: 0, runningSince: null };

/** The timer running or paused from `now` on; unchanged when it already is. */
export function runTimer(timer: CallTimer, running: boolean, now: number): CallTimer {
  if (running === (timer.runningSince !== null)) return timer;
  if (running) return { elapsedMs: timer.elapsedMs, runningSince: now };
  return { elapsedMs: elapsedMsOf(timer, now), runningSince: null };
}

export function elapsedMsOf(timer: CallTimer, now: number): number {
  return timer.elapsedMs + (timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince));
}

/** Whole seconds counted: what the leave call records as the call's duration. */
export function elapsedSecondsOf(timer: CallTimer, now: number): number {
  return Math.floor(elapsedMsOf(timer, now) / 1000);
}

/** hh:mm:ss (spec 2 section 9), hours past 99 kept whole. */
export function formatCallDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
