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
 */
export function watchConnection(socket: Socket, failedAttempts: number, onChange: (state: ConnectionState) => void): () => void {
  let failures = 0;
  const onConnect = () => {
    failures = 0;
    onChange('connected');
  };
  const onFailure = () => {
    failures += 1;
    onChange(failures >= failedAttempts ? 'lost' : 'connecting');
  };
  socket.on('connect', onConnect);
  socket.on('connect_error', onFailure);
  socket.io.on('reconnect_error', onFailure);
  return () => {
    socket.off('connect', onConnect);
    socket.off('connect_error', onFailure);
    socket.io.off('reconnect_error', onFailure);
  };
}
