import type { CallLeaveReason, CallPresence, JoinCallResponse } from '@tabib/contracts/teleconsultation';
import { isApiError } from '../../../lib/api-error';

/**
 * What the patient's join page shows (issue 16), from the join link's answer and what the patient did:
 * - loading, failed (no answer: try again);
 * - unknown (the link is not one, or has expired), done (the consultation is over), cancelled;
 * - notToday: the appointment is on another day (the page says which);
 * - deviceCheck: today's call, before joining; call: joined (the room's own view, callRoomViewOf);
 * - left: the patient left the call (they may join again).
 */
export type JoinView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'unknown' }
  | { kind: 'done' }
  | { kind: 'cancelled' }
  | { kind: 'notToday'; join: JoinCallResponse }
  | { kind: 'deviceCheck'; join: JoinCallResponse }
  | { kind: 'call'; join: JoinCallResponse }
  | { kind: 'left'; join: JoinCallResponse };

/** The answers that end the page, whatever it showed before (a refetch after the doctor left can say done). */
function endOf(error: unknown): 'unknown' | 'done' | 'cancelled' | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'CallAlreadyDone':
      return 'done';
    case 'CannotCallStatusUnauthorized':
      return 'cancelled';
    case 'callLinkNotFound':
    case 'notFound':
    case 'validationFailed':
      return 'unknown';
    default:
      return null;
  }
}

export function joinViewOf(input: {
  join: JoinCallResponse | undefined;
  error: unknown;
  /** The patient passed the device check (and has a stream). */
  joined: boolean;
  /** The patient left the call on purpose. */
  left: boolean;
}): JoinView {
  const end = endOf(input.error);
  if (end) return { kind: end };
  const { join } = input;
  if (!join) return input.error ? { kind: 'failed' } : { kind: 'loading' };
  if (join.code === 'CallDateMustBeTODAY' || !join.callToken) return { kind: 'notToday', join };
  if (input.left) return { kind: 'left', join };
  return input.joined ? { kind: 'call', join } : { kind: 'deviceCheck', join };
}

/** The page's call may run: joined to today's call, not left, not ended. */
export const callRunsIn = (view: JoinView) => view.kind === 'call';

/**
 * Once joined: 'connecting' until the server lets this side in, 'refused' when it will not (the
 * token is no longer a call's), 'waiting' while the doctor is not there (the waiting room),
 * 'inCall' with the doctor.
 */
export type CallRoomView = 'connecting' | 'refused' | 'waiting' | 'inCall';

export function callRoomViewOf(call: { presence: CallPresence; refused: boolean }): CallRoomView {
  if (call.refused) return 'refused';
  if (!call.presence.patient) return 'connecting';
  return call.presence.doctor ? 'inCall' : 'waiting';
}

/**
 * Whether to ask the join link again: the server refused the socket, or the doctor left on
 * purpose (the call may be over: the answer then says CallAlreadyDone and the page ends).
 */
export const shouldRecheck = (call: { refused: boolean; peerLeft: CallLeaveReason | null }) =>
  call.refused || call.peerLeft === 'quit';
