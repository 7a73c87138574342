import { connect } from 'node:net';
import type { AdminRequest, AdminResponse } from './admin-protocol';

export class AdminSocketUnavailableError extends Error {
  constructor(socketPath: string, cause: unknown) {
    super(
      `The data folder is in use by another process, and no Tabib server answers at ${socketPath}. ` +
        'Start the server (it takes operator commands while it runs), or stop the process holding the folder.',
      { cause },
    );
    this.name = 'AdminSocketUnavailableError';
  }
}

/** Sends one command to the running server's admin socket and waits for its one-line answer. */
export function sendAdminCommand(socketPath: string, request: AdminRequest, timeoutMs = 60_000): Promise<AdminResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let buffered = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer from ${socketPath} within ${timeoutMs / 1000} s`)));
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      socket.end();
      try {
        resolve(JSON.parse(buffered.slice(0, end)) as AdminResponse);
      } catch (error) {
        reject(error);
      }
    });
    socket.on('error', (error) => reject(connected ? error : new AdminSocketUnavailableError(socketPath, error)));
    socket.on('close', () => reject(new Error(`${socketPath} closed without an answer`)));
  });
}
