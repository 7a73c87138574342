import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a Node server in its own process (the load generator stays in this one) and
 * waits until `healthPath` answers 200.
 */
export async function startServerProcess(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  healthPath: string;
  cwd: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${options.port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(baseUrl + options.healthPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.name} did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name: options.name, baseUrl, child, output: () => output, stop };
}
