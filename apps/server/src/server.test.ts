import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminQuery, databaseUrl } from './test/postgres-admin';
import './test/provided-context';

const serverEntry = path.join(import.meta.dirname, 'server.ts');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

interface Started {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(tsx, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { process: child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (started.process.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy in time: ${started.output()}`);
}

/**
 * A port the system has just given and released: a random pick could fall in the ephemeral
 * range where the tests' own database and socket connections take ports (EADDRINUSE).
 */
function port(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// A process that migrates and seeds from nothing: under a loaded CI machine it needs more than
// the suite's 30 s, and waitForHealth allows 45 s per start.
describe('starting the server process', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabib-start-'));
  const running: Started[] = [];
  afterAll(async () => {
    for (const started of running) {
      started.process.kill('SIGTERM');
      await started.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds, serves /healthz and prints the URL and demo accounts; a second process on the same folder refuses', async () => {
    const firstPort = await port();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(firstPort) });
    running.push(first);
    await waitForHealth(firstPort, first);
    expect(first.output()).toContain(`http://localhost:${firstPort}`);
    expect(first.output()).toContain('doctor@tabib.test');
    expect(first.output()).toContain('newdoctor@tabib.test');

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await port()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Tabib server is already using the data folder ${dataDir}`);

    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it.runIf(inject('postgresTemplate'))('runs on PostgreSQL with DATABASE_URL, same migrations and seed', async () => {
    const base = inject('postgresTemplate')!.url;
    const database = `tabib_start_${randomUUID().replace(/-/g, '')}`;
    await adminQuery(base, `CREATE DATABASE ${database}`);
    try {
      const serverPort = await port();
      const started = startServer({ DATABASE_URL: databaseUrl(base, database), PORT: String(serverPort) });
      running.push(started);
      await waitForHealth(serverPort, started);
      const signIn = await fetch(`http://127.0.0.1:${serverPort}/api/v1/doctors/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'doctor@tabib.test', password: 'Demo.pass1', position: false }),
      });
      expect(signIn.status).toBe(200);
      expect(started.output()).toContain('PostgreSQL (DATABASE_URL)');
      started.process.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    } finally {
      await adminQuery(base, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
});
