import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { backupSocketCommand } from '../modules/backup/backup-protocol';
import { runOperatorCommand, type OperatorServices } from '../modules/operator/operator.service';
import { AppError } from '../lib/app-error';
import { adminRequestSchema, failureOf, type AdminRequest, type AdminResponse } from './admin-protocol';

/** Where a server on the embedded database takes operator commands (README "Operator command line"). */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

// A request is a few hundred bytes; anything far larger is not one of ours.
const maxLineBytes = 64 * 1024;

function parseRequest(line: string): AdminRequest {
  try {
    return adminRequestSchema.parse(JSON.parse(line));
  } catch {
    throw new AppError(400, 'validationFailed', 'not an admin request');
  }
}

type Backup = (file: string, operator: string) => Promise<unknown>;

async function answer(services: OperatorServices, backup: Backup | undefined, line: string): Promise<AdminResponse> {
  try {
    const request = parseRequest(line);
    // The live PGlite dumps itself: no other process may open it (modules/backup).
    if (backup && request.command === backupSocketCommand) {
      const { file } = z.object({ file: z.string().min(1) }).parse(request.args);
      return { ok: true, result: await backup(file, request.operator) };
    }
    return {
      ok: true,
      result: await runOperatorCommand({ services, operator: request.operator }, request.command, request.args),
    };
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * PGlite accepts one process, and the running server is it: the command line hands its
 * commands to the server over this Unix socket (newline-delimited JSON, one answer per line).
 * Only the owner may connect (mode 0600): the same people who could open the data folder.
 */
export async function startAdminSocket(options: {
  socketPath: string;
  services: OperatorServices;
  log: FastifyBaseLogger;
  backup?: Backup;
}) {
  const { socketPath, services, log, backup } = options;
  const connections = new Set<Socket>();
  const inFlight = new Set<Promise<unknown>>();

  const onConnection = (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = '';
    let queue = Promise.resolve();
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > maxLineBytes) {
        socket.destroy();
        return;
      }
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        if (!line.trim()) continue;
        // One connection's commands run in the order they came.
        queue = queue.then(async () => {
          const work = answer(services, backupWithoutSocketFile, line);
          inFlight.add(work);
          const response = await work.finally(() => inFlight.delete(work));
          if (!socket.destroyed) socket.write(`${JSON.stringify(response)}\n`);
        });
      }
    });
  };

  let server: Server | undefined;
  /** Opens the socket file; the file is born 0600 (umask), not chmod-ed after a window where others could connect. */
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(onConnection);
      server = listening;
      listening.once('error', reject);
      const previousUmask = process.umask(0o177);
      try {
        listening.listen(socketPath, () => {
          listening.off('error', reject);
          chmodSync(socketPath, 0o600);
          resolve();
        });
      } finally {
        process.umask(previousUmask);
      }
    });
  /** No new connections and no socket file; the connections already open go on. */
  const stopListening = () => {
    server?.close();
    rmSync(socketPath, { force: true });
  };

  // PGlite's dump walks the whole data folder and fails on a socket file (errno 28, EINVAL): the
  // file is taken away while the database dumps itself, and put back after. Only a command sent
  // in those seconds finds no server (the one asking for the backup is already connected).
  const backupWithoutSocketFile: Backup | undefined =
    backup &&
    (async (file, operator) => {
      stopListening();
      try {
        return await backup(file, operator);
      } finally {
        await listen();
      }
    });

  // We hold the data folder's lock: a socket file left there is a dead server's.
  rmSync(socketPath, { force: true });
  await listen();
  log.info(`operator commands accepted on ${socketPath}`);

  return {
    /** Lets running commands finish (the database closes after us), then stops. */
    async close() {
      await new Promise<void>((resolve) => {
        if (server?.listening) server.close(() => resolve());
        else resolve();
        void Promise.allSettled(inFlight).then(() => {
          for (const socket of connections) {
            socket.end();
            setTimeout(() => socket.destroy(), 1000).unref();
          }
        });
      });
      rmSync(socketPath, { force: true });
    },
  };
}

export type AdminSocket = Awaited<ReturnType<typeof startAdminSocket>>;
