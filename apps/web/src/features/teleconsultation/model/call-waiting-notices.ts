import { callWaitingWindowMinutes, type VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';

/** Who waits, once the appointment is read (the event names only the appointment). */
export interface WaitingPatient {
  id: string;
  /** The appointment's title: the patient's name, or empty for a guest with none. */
  name: string;
}

/** A call notice: a patient waiting in the call of an appointment starting about now (spec 2 section 4). */
export interface CallNotice {
  appointmentId: string;
  startAt: string;
  /** Put on hold: shrunk to a pill. */
  held: boolean;
  /** null while the appointment is being read. */
  patient: WaitingPatient | null;
}

export interface CallWaitingState {
  /** Every appointment whose patient is in the call's waiting room, with its start: the calendar's `online` flag. */
  waiting: Record<string, string>;
  /** The notices shown, oldest first. */
  notices: CallNotice[];
}

export const noCallsWaiting = (): CallWaitingState => ({ waiting: {}, notices: [] });

const windowMs = callWaitingWindowMinutes * 60_000;

/** Spec 2 section 9: within 15 minutes before or after the start. */
export function isWithinCallWindow(startAt: string, now: Date): boolean {
  return Math.abs(new Date(startAt).getTime() - now.getTime()) <= windowMs;
}

/** The patient came into the call's waiting room, or left it, or the call can no longer happen (`done`). */
export function withWaitingEvent(state: CallWaitingState, event: VideoCallWaitingEvent): CallWaitingState {
  if (event.patient_is_waiting && !event.done) {
    if (state.waiting[event.id] === event.startAt) return state;
    return { ...state, waiting: { ...state.waiting, [event.id]: event.startAt } };
  }
  return withoutCall(state, event.id);
}

/**
 * A notice for each waiting patient whose appointment starts within the window now, if it has none
 * yet. Checked on each event and as time passes, so that a patient who came early is announced
 * when the window opens; a notice stays once shown, until the patient leaves or it is answered.
 */
export function withDueNotices(state: CallWaitingState, now: Date): CallWaitingState {
  const shown = new Set(state.notices.map((notice) => notice.appointmentId));
  const due = Object.entries(state.waiting).filter(
    ([appointmentId, startAt]) => !shown.has(appointmentId) && isWithinCallWindow(startAt, now),
  );
  if (due.length === 0) return state;
  return {
    ...state,
    notices: [
      ...state.notices,
      ...due.map(([appointmentId, startAt]) => ({ appointmentId, startAt, held: false, patient: null })),
    ],
  };
}

function withNotice(state: CallWaitingState, appointmentId: string, change: Partial<CallNotice>): CallWaitingState {
  return {
    ...state,
    notices: state.notices.map((notice) => (notice.appointmentId === appointmentId ? { ...notice, ...change } : notice)),
  };
}

export const withHeld = (state: CallWaitingState, appointmentId: string, held: boolean) =>
  withNotice(state, appointmentId, { held });

export const withPatient = (state: CallWaitingState, appointmentId: string, patient: WaitingPatient) =>
  withNotice(state, appointmentId, { patient });

/**
 * The call is over for this page: the patient left, the doctor joined or ended it, or it cannot
 * happen. The notice goes and the patient is no longer counted as waiting: a new arrival announces them again.
 */
export function withoutCall(state: CallWaitingState, appointmentId: string): CallWaitingState {
  if (!(appointmentId in state.waiting) && !state.notices.some((notice) => notice.appointmentId === appointmentId)) return state;
  const { [appointmentId]: _left, ...waiting } = state.waiting;
  return { waiting, notices: state.notices.filter((notice) => notice.appointmentId !== appointmentId) };
}

/**
 * The server's list of waiting calls, read when a page opens or its socket comes back: it is the
 * whole truth at that moment, so a call missing from it is over for this page (the patient left
 * while it was not listening); the calls in it are as if just heard. A call whose event was heard
 * while the list was on its way (`heardSince`) is left as that newer event made it.
 */
export function withWaitingCalls(
  state: CallWaitingState,
  calls: readonly VideoCallWaitingEvent[],
  heardSince: (appointmentId: string) => boolean = () => false,
): CallWaitingState {
  const listed = new Set(calls.map((call) => call.id));
  let next = state;
  for (const appointmentId of Object.keys(state.waiting))
    if (!listed.has(appointmentId) && !heardSince(appointmentId)) next = withoutCall(next, appointmentId);
  for (const call of calls) if (!heardSince(call.id)) next = withWaitingEvent(next, call);
  return next;
}
