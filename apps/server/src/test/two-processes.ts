import { afterAll, beforeAll, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../app';
import { openPostgres } from '../db/client';
import { settle } from './socket-helpers';
import { createTestApp } from './test-app';
import { openTestDatabase } from './test-database';

/**
 * Two full apps, each listening on its own port, on one PostgreSQL database: two server
 * processes behind a round-robin proxy, as far as the sockets can tell. Registers its own
 * beforeAll/afterAll; every socket opened through it is closed before the apps.
 */
export function twoProcesses(options: { now?: () => Date } = {}) {
  const apps: App[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase('postgres');
    apps.push(await createTestApp('postgres', { database, now: options.now }));
    apps.push(await createTestApp('postgres', { database: openPostgres(database.url!), now: options.now }));
    for (const app of apps) urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    // Each adapter learns of the other process from its heartbeats: until then it asks no one else.
    await vi.waitFor(
      async () => {
        const counts = apps.flatMap((app) => [...app.io._nsps.values()].map((namespace) => namespace.adapter.serverCount()));
        if (!(await Promise.all(counts)).every((count) => count === 2))
          throw new Error('the processes do not know each other yet');
      },
      { timeout: 15_000, interval: 100 },
    );
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // The servers handle the departures (a call's are written down) while both still run.
    await settle();
    await apps[1]?.close();
    await apps[0]?.close();
  });

  return {
    /** The first process (it opened the database: its close drops it). */
    get a(): App {
      return apps[0]!;
    },
    get b(): App {
      return apps[1]!;
    },
    /**
     * A websocket to `namespace` of the process `on`, not yet connected; a connection of its own, as
     * from a page of its own (a call socket replaced is cut with its whole connection).
     */
    open(on: App, namespace: string, auth: Record<string, unknown>): Socket {
      const socket = connect(`${urls[apps.indexOf(on)]}${namespace}`, {
        auth,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    },
  };
}

export const connected = (socket: Socket) =>
  new Promise<Socket>((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
