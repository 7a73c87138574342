import { io, type Socket } from 'socket.io-client';
import { getToken } from './session';

export type ConnectionState = 'connecting' | 'connected' | 'lost';

/**
 * A socket.io connection to one namespace of our server, authenticated by the session token.
 * The token is read at each (re)connection, so a refreshed session is picked up.
 */
export function openSocket(namespace: string): Socket {
  return io(namespace, {
    auth: (callback) => callback({ token: getToken() }),
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
}

/**
 * Reports 'lost' once `failedAttempts` reconnection attempts in a row have failed, and
 * 'connected' again as soon as the connection is back.
 * socket.io reports a failed attempt twice (the socket's `connect_error` and the manager's
 * `reconnect_error`): only the manager's is counted, once per attempt. The first connection's
 * failure is not a reconnection attempt; the manager's attempts follow it.
 */
export function watchConnection(socket: Socket, failedAttempts: number, onChange: (state: ConnectionState) => void): () => void {
  let failures = 0;
  const onConnect = () => {
    failures = 0;
    onChange('connected');
  };
  const onFailedAttempt = () => {
    failures += 1;
    onChange(failures >= failedAttempts ? 'lost' : 'connecting');
  };
  socket.on('connect', onConnect);
  socket.io.on('reconnect_error', onFailedAttempt);
  return () => {
    socket.off('connect', onConnect);
    socket.io.off('reconnect_error', onFailedAttempt);
  };
}
