import type { Socket } from 'socket.io-client';
import { getToken } from './session';

export type ConnectionState = 'connecting' | 'connected' | 'lost';

type Handler = (payload: unknown) => void;

/** The part of a socket.io socket the app uses, usable before socket.io's code has loaded. */
export interface LiveSocket {
  on(event: string, handler: Handler): void;
  off(event: string, handler: Handler): void;
  emit(event: string, ...args: unknown[]): void;
  readonly connected: boolean;
  close(): void;
  /** The manager's events (reconnection attempts). */
  io: { on(event: 'reconnect_error', handler: Handler): void; off(event: 'reconnect_error', handler: Handler): void };
}

/**
 * WebSocket alone, never socket.io's long-polling: a connection then lives on one server process,
 * which a round-robin proxy in front of several needs (docs/decisions.md, several processes).
 */
export const socketTransports = ['websocket'];

/**
 * A socket.io connection to one namespace of our server, authenticated by the session token.
 * The token is read at each (re)connection, so a refreshed session is picked up.
 * socket.io's code is fetched when the first connection opens, after the page has shown (issue 13):
 * what is done with the socket meanwhile is replayed on it, in order, once it exists.
 */
export function openSocket(namespace: string): LiveSocket {
  let socket: Socket | null = null;
  let closed = false;
  const pending: ((socket: Socket) => void)[] = [];
  const onSocket = (action: (socket: Socket) => void) => (socket ? action(socket) : void pending.push(action));
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io(namespace, {
      auth: (callback) => callback({ token: getToken() }),
      transports: socketTransports,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 10_000,
    });
    for (const action of pending.splice(0)) action(socket);
  });
  return {
    on: (event, handler) => onSocket((opened) => opened.on(event, handler)),
    off: (event, handler) => onSocket((opened) => opened.off(event, handler)),
    emit: (event, ...args) => onSocket((opened) => opened.emit(event, ...args)),
    get connected() {
      return socket?.connected ?? false;
    },
    close: () => {
      closed = true;
      pending.length = 0;
      socket?.close();
    },
    io: {
      on: (event, handler) => onSocket((opened) => opened.io.on(event, handler)),
      off: (event, handler) => onSocket((opened) => opened.io.off(event, handler)),
    },
  };
}

/**
 * Reports 'lost' once `failedAttempts` reconnection attempts in a row have failed, and
 * 'connected' again as soon as the connection is back.
 * socket.io reports a failed attempt twice (the socket's `connect_error` and the manager's
 * `reconnect_error`): only the manager's is counted, once per attempt. The first connection's
 * failure is not a reconnection attempt; the manager's attempts follow it.
 */
export function watchConnection(
  socket: LiveSocket,
  failedAttempts: number,
  onChange: (state: ConnectionState) => void,
): () => void {
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
