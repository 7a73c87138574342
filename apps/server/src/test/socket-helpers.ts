import { afterAll, beforeAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../app';
import { createTestApp } from './test-app';
import type { TestBackend } from './test-database';

/**
 * A test app listening on a free port for socket.io clients, for the file's tests; every
 * socket opened through it is closed with the app.
 */
export function socketTestApp(backend: TestBackend = 'pglite') {
  let app: App | undefined;
  let url = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await createTestApp(backend);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });
  return {
    get app(): App {
      if (!app) throw new Error('the socket test app is not started yet');
      return app;
    },
    /** A socket of `namespace` authenticated with the token, once connected (rejects when refused). */
    async connect(token: string, namespace: string): Promise<Socket> {
      const socket = connect(`${url}${namespace}`, { auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      return socket;
    },
  };
}

/** Time for a NOTIFY round trip and the emits that follow it. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
