/**
 * The media connection as the call screen tells it: 'idle' no one to connect to yet, 'connecting'
 * the first connection, 'connected', 'reconnecting' the connection broke (spec 2 section 8: 'Bad
 * connection, we are trying to join you') and is being mended, 'lost' it could not be.
 */
export type CallConnection = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'lost';

/**
 * The next state when ICE reports `ice`, and whether to try an ICE restart now: a failed
 * connection is restarted once (new candidates, perhaps through TURN); failing again, it is lost.
 * `restarted` says whether that one restart was tried since the connection last worked.
 */
export function nextConnection(
  current: CallConnection,
  ice: RTCIceConnectionState,
  restarted: boolean,
): { connection: CallConnection; restart: boolean } {
  switch (ice) {
    case 'connected':
    case 'completed':
      return { connection: 'connected', restart: false };
    case 'disconnected':
      return { connection: 'reconnecting', restart: false };
    case 'failed':
      return restarted ? { connection: 'lost', restart: false } : { connection: 'reconnecting', restart: true };
    case 'new':
    case 'checking':
      // A restart checks again: the screen still says it is mending the connection.
      return { connection: current === 'idle' ? 'connecting' : current, restart: false };
    case 'closed':
      return { connection: current, restart: false };
  }
}

/** The passing notice a change of state deserves: the connection broke, or it is back after breaking. */
export function connectionNotice(previous: CallConnection, next: CallConnection): 'badConnection' | 'reconnected' | null {
  if (next === 'reconnecting' && previous === 'connected') return 'badConnection';
  if (next === 'connected' && (previous === 'reconnecting' || previous === 'lost')) return 'reconnected';
  return null;
}
