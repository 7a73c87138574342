import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect as connectUnix } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { accountSocket, type SessionEndedEvent } from '@tabib/contracts/live-events';
import type { App } from '../app';
import { openPglite, type DatabaseHandle } from '../db/client';
import { backupSocketCommand } from '../modules/backup/backup-protocol';
import { backupPglite } from '../modules/backup/backup.service';
import { tokenOf } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';
import { AdminSocketUnavailableError, sendAdminCommand } from './admin-client';
import { adminSocketPath, startAdminSocket, type AdminSocket } from './admin-socket';

describe('the admin socket of a server on the embedded database', () => {
  let app: App;
  let url: string;
  let adminSocket: AdminSocket;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabib-admin-socket-'));
  const socketPath = adminSocketPath(dataDir);
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await createTestApp('pglite');
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    writeFileSync(socketPath, 'left by a server that crashed');
    adminSocket = await startAdminSocket({ socketPath, services: app.services, log: app.log });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await adminSocket?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (command: string, args: unknown) => sendAdminCommand(socketPath, { command, args, operator: 'socket-tester' });

  it('replaces a stale socket file and lets only its owner connect', () => {
    const stat = statSync(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('runs a command in the server: a blocked account hears its session end at once', async () => {
    const token = await tokenOf(app, 'assistant@tabib.test');
    const socket = connect(`${url}${accountSocket.namespace}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const ended = new Promise<SessionEndedEvent>((resolve) => socket.on(accountSocket.sessionEnded, resolve));
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

    const response = await send('accounts.block', { account: 'assistant@tabib.test' });
    expect(response).toMatchObject({ ok: true, result: { email: 'assistant@tabib.test', blocked: true } });
    expect(await ended).toEqual({ reason: 'blocked' });
    await disconnected;

    const log = await send('audit.list', { target: 'assistant@tabib.test' });
    expect(log).toMatchObject({ ok: true, result: [{ actor: 'socket-tester', action: 'accounts.block' }] });
  });

  it('answers a refusal with its code and English message', async () => {
    expect(await send('accounts.block', { account: 'nobody@tabib.test' })).toEqual({
      ok: false,
      code: 'notFound',
      message: 'What you are looking for was not found. (no account nobody@tabib.test)',
    });
    expect(await send('accounts.create-doctor', { email: 'doctor@tabib.test', firstName: 'A', lastName: 'B' })).toMatchObject({
      ok: false,
      code: 'userEmailExists',
    });
  });

  it('answers a line that is not a request, and the next one on the same connection', async () => {
    const lines = await new Promise<string[]>((resolve, reject) => {
      const client = connectUnix(socketPath);
      let received = '';
      client.setEncoding('utf8');
      client.on('error', reject);
      client.on('data', (chunk: string) => {
        received += chunk;
        const answers = received.split('\n').filter(Boolean);
        if (answers.length === 2) {
          client.end();
          resolve(answers);
        }
      });
      client.write('not json\n');
      client.write(`${JSON.stringify({ command: 'reasons.list', args: {}, operator: 'socket-tester' })}\n`);
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({ ok: false, code: 'validationFailed' });
    expect(JSON.parse(lines[1]!)).toMatchObject({ ok: true });
  });

  it('removes its socket file on close: the command line then says no server answers', async () => {
    await adminSocket.close();
    expect(() => statSync(socketPath)).toThrow();
    await expect(send('reasons.list', {})).rejects.toBeInstanceOf(AdminSocketUnavailableError);
  });
});

describe('a backup of the embedded database asked of the server that holds it', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabib-admin-backup-'));
  const socketPath = adminSocketPath(dataDir);
  let app: App;
  let database: DatabaseHandle;
  let adminSocket: AdminSocket;

  beforeAll(async () => {
    app = await createTestApp('pglite');
    database = await openPglite(dataDir);
    await database.migrate();
    adminSocket = await startAdminSocket({
      socketPath,
      services: app.services,
      log: app.log,
      backup: (file, operator) => backupPglite(database, file, operator),
    });
  });
  afterAll(async () => {
    await adminSocket?.close();
    await database?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite's dump walks the data folder, where the socket file lives, and fails on it (errno 28).
  it('is written while the socket file is away, and the socket answers again after', async () => {
    const file = path.join(tmpdir(), `tabib-live-${process.pid}.tar.gz`);
    const response = await sendAdminCommand(socketPath, { command: backupSocketCommand, args: { file }, operator: 'tester' });
    expect(response).toEqual({ ok: true, result: { file, kind: 'pglite' } });
    expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    rmSync(file);

    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    const next = await sendAdminCommand(socketPath, { command: 'no.such-command', args: {}, operator: 'tester' });
    expect(next.ok).toBe(false);
  });
});
