import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { stopProcess } from './stop-process';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  logPath: string;
  tempDir: string;
  /** The server's embedded database (DATA_DIR): the operator command line reaches it through its admin socket. */
  dataDir: string;
  process: ChildProcess;
}

export function tailOf(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `baseUrl`/healthz answers 200; fails early, with the log's tail, when `child` exits first. */
export async function waitForHealth(
  target: { baseUrl: string; process: ChildProcess; logPath: string; name?: string },
  timeoutMs: number,
): Promise<void> {
  const name = target.name ?? 'The server';
  const deadline = Date.now() + timeoutMs;
  let exited: string | undefined;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => (exited = `exited with ${signal ?? code}`);
  target.process.once('exit', onExit);
  try {
    while (Date.now() < deadline) {
      if (exited) throw new Error(`${name} ${exited} before it was ready. Log tail:\n${tailOf(target.logPath)}`);
      try {
        const response = await fetch(`${target.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`${name} did not answer /healthz within ${timeoutMs / 1000} s. Log tail:\n${tailOf(target.logPath)}`);
  } finally {
    target.process.off('exit', onExit);
  }
}

/**
 * Copies the web build into `tempDir`/web-dist (the server's WEB_DIST_DIR): a `vite build` run
 * meanwhile (it empties apps/web/dist first) would otherwise pull pages from under the journeys.
 */
export function copyWebBuild(tempDir: string): string {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  const webIndex = path.join(webDist, 'index.html');
  if (!existsSync(webIndex)) {
    throw new Error(`No web build at ${webIndex}: run "npm run build -w @tabib/web" first (npm run test:e2e does).`);
  }
  const copy = path.join(tempDir, 'web-dist');
  cpSync(webDist, copy, { recursive: true });
  return copy;
}

/** What every server of the journeys runs with, whatever its database. */
export const journeyServerEnv = (): Record<string, string> => ({
  SMTP_URL: '',
  SEED_DEMO: 'true',
  // The booking form's proof of work at a fifth of its cost: the widget still solves it in the browser.
  PROOF_OF_WORK_COST: '100',
  // debug: without SMTP the server prints e-mailed links at that level only (support/mail-log.ts reads them).
  LOG_LEVEL: process.env.TABIB_E2E_LOG_LEVEL ?? 'debug',
});

/**
 * Starts one Tabib server (web app + API) on a free port with a fresh embedded database,
 * no SMTP (e-mailed links land in the log file) and the demo practice seeded.
 */
export async function startServer(options: { timeoutMs?: number; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'tabib-e2e-'));
  const webDistCopy = copyWebBuild(tempDir);
  const port = await freePort();
  const logPath = path.join(tempDir, 'server.log');
  const dataDir = path.join(tempDir, 'data');
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(logPath, 'a');
  // `node --import tsx` runs the server as this one process (npx tsx would put two more
  // between us and it), so a signal to its pid reaches the server itself. It stays in our
  // process group: Ctrl-C in a terminal stops it too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDistCopy,
      ...journeyServerEnv(),
      ...options.env,
    },
  });
  closeSync(log);
  const server: RunningServer = { baseUrl, logPath, tempDir, dataDir, process: child };
  try {
    await waitForHealth(server, options.timeoutMs ?? 60_000);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/** SIGTERM (the server's graceful shutdown), SIGKILL if it lingers. */
export const stopServer = (server: RunningServer, graceMs = 10_000) => stopProcess(server.process, graceMs);
