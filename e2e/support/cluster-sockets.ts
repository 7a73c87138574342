import type { IncomingMessage } from 'node:http';
import type { Page } from '@playwright/test';
import { io, NodeWebSocket, type Socket } from 'socket.io-client';
import { appointmentSocket } from '@tabib/contracts/appointments';

// Which process of a cluster holds a live connection: the tests' nginx names the process of each
// answer in a header (deploy/nginx/cluster-test.conf.template), the 101 of a WebSocket included.

export const upstreamHeader = 'x-tabib-upstream';

const headerIn = (headers: Record<string, unknown>) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === upstreamHeader)?.[1] as string | undefined;

/** socket.io's WebSocket transport for Node, keeping the process nginx handed the connection to. */
class TracedWebSocket extends NodeWebSocket {
  upstream: string | undefined;

  override createSocket(uri: string, protocols: string | string[] | undefined, opts: Record<string, unknown>) {
    const ws = super.createSocket(uri, protocols, opts);
    ws.once('upgrade', (response: IncomingMessage) => (this.upstream = headerIn(response.headers)));
    return ws;
  }
}

export interface TracedSocket {
  socket: Socket;
  /** The process (127.0.0.1:port) of each connection, in order, with when it came (Date.now()). */
  connections: { at: number; upstream: string | undefined }[];
  disconnects: number[];
  /** Ids of the appointments its events were about. */
  heard: Set<string>;
}

/**
 * A session's socket on the calendar's namespace as the web app opens it (lib/socket.ts: the token
 * in the handshake, WebSocket only, room.join at each connection), through `baseUrl`.
 */
export function openTracedSocket(baseUrl: string, token: string): Promise<TracedSocket> {
  const socket = io(`${baseUrl}${appointmentSocket.namespace}`, {
    auth: { token },
    transports: [TracedWebSocket],
    forceNew: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
  });
  const traced: TracedSocket = { socket, connections: [], disconnects: [], heard: new Set() };
  socket.on('connect', () => {
    traced.connections.push({ at: Date.now(), upstream: (socket.io.engine.transport as TracedWebSocket).upstream });
    socket.emit(appointmentSocket.join);
  });
  socket.on('disconnect', () => traced.disconnects.push(Date.now()));
  socket.on(appointmentSocket.event, (payload: { appointment: { _id: string } }) => traced.heard.add(payload.appointment._id));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(traced));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export interface PageSockets {
  /** Each time the page's calendar socket was accepted on its namespace: when, and by which process. */
  joins: { at: number; upstream: string | undefined }[];
  /** The calendar events the page's sockets received, as sent (JSON text). */
  events: string[];
  /** socket.io long-polling requests the page made (a web build from before WebSocket only). */
  pollings: number;
}

/** Follows the page's socket.io WebSockets through the DevTools protocol: their 101 headers and frames. */
export async function watchPageSockets(page: Page): Promise<PageSockets> {
  const watched: PageSockets = { joins: [], events: [], pollings: 0 };
  const upstreams = new Map<string, string | undefined>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) =>
    upstreams.set(requestId, headerIn(response.headers)),
  );
  cdp.on('Network.webSocketFrameReceived', ({ requestId, response }) => {
    const text = response.payloadData;
    if (text.startsWith(`40${appointmentSocket.namespace},`))
      watched.joins.push({ at: Date.now(), upstream: upstreams.get(requestId) });
    else if (text.startsWith(`42${appointmentSocket.namespace},`)) watched.events.push(text);
  });
  page.on('request', (request) => {
    if (/\/socket\.io\/.*transport=polling/.test(request.url())) watched.pollings += 1;
  });
  return watched;
}
