import type { LiveSocket } from '../lib/socket';

type Handler = (payload: unknown) => void;

/** What a test sees of one socket the code under test opened. */
export interface FakeSocket {
  namespace: string;
  handlers: Map<string, Set<Handler>>;
  /** Every `emit`, its arguments (acknowledgements included). */
  emitted: unknown[][];
  connected: boolean;
  closed: boolean;
}

/** The sockets opened so far, newest last. */
export const fakeSockets: FakeSocket[] = [];

/** Calls the handlers the code under test set for `event`, as the server's event would. */
export const fire = (socket: FakeSocket, event: string, payload?: unknown) =>
  socket.handlers.get(event)?.forEach((handler) => handler(payload));

/**
 * Stands in for lib/socket's `openSocket`: records instead of connecting. In a test:
 * `vi.mock('<path>/lib/socket', async () => (await import('<path>/test/fake-socket')).fakeSocketModule)`.
 */
function openSocket(namespace: string): LiveSocket {
  const socket: FakeSocket = { namespace, handlers: new Map(), emitted: [], connected: false, closed: false };
  fakeSockets.push(socket);
  return {
    on: (event, handler) => void socket.handlers.set(event, (socket.handlers.get(event) ?? new Set()).add(handler)),
    off: (event, handler) => void socket.handlers.get(event)?.delete(handler),
    emit: (...args: unknown[]) => void socket.emitted.push(args),
    get connected() {
      return socket.connected;
    },
    close: () => {
      socket.closed = true;
    },
    io: { on: () => undefined, off: () => undefined },
  };
}

export const fakeSocketModule = { openSocket, watchConnection: () => () => undefined, socketTransports: ['websocket'] };
