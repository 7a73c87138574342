import { describe, expect, it } from 'vitest';
import type { VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';
import {
  isWithinCallWindow,
  noCallsWaiting,
  withDueNotices,
  withHeld,
  withoutCall,
  withPatient,
  withWaitingCalls,
  withWaitingEvent,
  type CallWaitingState,
} from './call-waiting-notices';

const now = new Date('2026-11-23T10:00:00.000Z');
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const event = (id: string, startAt: string, overrides: Partial<VideoCallWaitingEvent> = {}): VideoCallWaitingEvent => ({
  id,
  done: false,
  patient_is_waiting: true,
  startAt,
  ...overrides,
});
/** An event as the live listener applies it: the waiting set, then the notices due now. */
const heard = (state: CallWaitingState, waiting: VideoCallWaitingEvent, at = now) =>
  withDueNotices(withWaitingEvent(state, waiting), at);
const shown = (state: CallWaitingState) => state.notices.map((notice) => notice.appointmentId);

describe('the call notices of waiting patients (spec 2 sections 4 and 9)', () => {
  it('counts 15 minutes before and after the start as the window, no more', () => {
    for (const minutes of [-15, -14, 0, 14, 15])
      expect(isWithinCallWindow(minutesFromNow(minutes), now), String(minutes)).toBe(true);
    for (const minutes of [-16, 16, 120]) expect(isWithinCallWindow(minutesFromNow(minutes), now), String(minutes)).toBe(false);
  });

  it('adds a notice for a patient waiting within the window, not for one outside it', () => {
    let state = heard(noCallsWaiting(), event('a', minutesFromNow(-10)));
    state = heard(state, event('far', minutesFromNow(40)));
    expect(state.notices).toEqual([{ appointmentId: 'a', startAt: minutesFromNow(-10), held: false, patient: null }]);
    // The early one is still known to wait (the calendar's online flag)...
    expect(Object.keys(state.waiting)).toEqual(['a', 'far']);
    // ...and is announced once the start comes within 15 minutes.
    expect(shown(withDueNotices(state, new Date(now.getTime() + 25 * 60_000)))).toEqual(['a', 'far']);
  });

  it('stacks several waiting patients in the order they came, one notice each even if heard twice', () => {
    let state = heard(noCallsWaiting(), event('a', minutesFromNow(5)));
    state = heard(state, event('b', minutesFromNow(-5)));
    state = heard(state, event('a', minutesFromNow(5)));
    expect(shown(state)).toEqual(['a', 'b']);
  });

  it("takes the server's list as the whole truth when a page opens or reconnects", () => {
    // A page opened while a patient waits: announced as if just heard.
    let state = withDueNotices(withWaitingCalls(noCallsWaiting(), [event('a', minutesFromNow(0))]), now);
    expect(shown(state)).toEqual(['a']);
    state = withHeld(state, 'a', true);
    // Back from a lost connection: 'a' still waits (its notice kept as it was, on hold), 'b' came, 'c' left meanwhile.
    state = heard(state, event('c', minutesFromNow(0)));
    state = withDueNotices(withWaitingCalls(state, [event('a', minutesFromNow(0)), event('b', minutesFromNow(5))]), now);
    expect(shown(state)).toEqual(['a', 'b']);
    expect(state.notices[0]?.held).toBe(true);
    expect(Object.keys(state.waiting).sort()).toEqual(['a', 'b']);
    expect(withWaitingCalls(state, [])).toEqual(noCallsWaiting());
  });

  it('leaves a call heard of while the list was on its way as its newer event made it', () => {
    // 'b' came and 'a' left after the server wrote its list: the list's 'a' and missing 'b' are stale.
    let state = heard(noCallsWaiting(), event('b', minutesFromNow(0)));
    const newer = new Set(['a', 'b']);
    state = withWaitingCalls(state, [event('a', minutesFromNow(0))], (id) => newer.has(id));
    expect(Object.keys(state.waiting)).toEqual(['b']);
    expect(shown(state)).toEqual(['b']);
  });

  it('removes the notice when the patient leaves or the appointment is done', () => {
    let state = heard(noCallsWaiting(), event('a', minutesFromNow(0)));
    state = heard(state, event('b', minutesFromNow(0)));
    state = heard(state, event('c', minutesFromNow(0)));
    state = heard(state, event('a', minutesFromNow(0), { patient_is_waiting: false }));
    state = heard(state, event('b', minutesFromNow(0), { done: true, patient_is_waiting: false }));
    expect(shown(state)).toEqual(['c']);
    expect(Object.keys(state.waiting)).toEqual(['c']);
    // A patient who comes back is announced again.
    expect(shown(heard(state, event('a', minutesFromNow(0))))).toEqual(['c', 'a']);
  });

  it('holds a notice (a pill) and expands it again, the others untouched', () => {
    let state = heard(heard(noCallsWaiting(), event('a', minutesFromNow(0))), event('b', minutesFromNow(0)));
    state = withHeld(state, 'a', true);
    expect(state.notices.map((notice) => notice.held)).toEqual([true, false]);
    state = withHeld(state, 'a', false);
    expect(state.notices.map((notice) => notice.held)).toEqual([false, false]);
  });

  it('keeps the patient once read, and forgets the call once answered: no notice comes back by itself', () => {
    let state = heard(noCallsWaiting(), event('a', minutesFromNow(0)));
    state = withPatient(state, 'a', { id: 'p1', name: 'Belkacem Yasmine' });
    expect(state.notices[0]!.patient).toEqual({ id: 'p1', name: 'Belkacem Yasmine' });
    state = withoutCall(state, 'a');
    expect(withDueNotices(state, now)).toEqual(noCallsWaiting());
  });

  it('leaves the state as it was when nothing changes (the store tells no one)', () => {
    const state = heard(noCallsWaiting(), event('a', minutesFromNow(0)));
    expect(withDueNotices(state, now)).toBe(state);
    expect(withWaitingEvent(state, event('a', minutesFromNow(0)))).toBe(state);
    expect(withoutCall(state, 'unknown')).toBe(state);
  });
});
