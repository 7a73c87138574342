import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';
import { stopProcess } from './stop-process';

export interface RunningSatimSandbox {
  /** What the Tabib server's SATIM_URL gets. */
  restUrl: string;
  logPath: string;
  process: ChildProcess;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The SATIM sandbox (`npm run satim:sandbox`) on its own port: the card payments' journeys pay on its page. */
export async function startSatimSandbox(dir: string, port: number): Promise<RunningSatimSandbox> {
  const logPath = path.join(dir, 'satim-sandbox.log');
  const log = openSync(logPath, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/satim-sandbox/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: { ...process.env, SATIM_SANDBOX_PORT: String(port), SATIM_SANDBOX_HOST: '127.0.0.1' },
  });
  closeSync(log);
  const deadline = Date.now() + 30_000;
  while (!readFileSync(logPath, 'utf8').includes('SATIM sandbox listening')) {
    if (child.exitCode !== null)
      throw new Error(`The SATIM sandbox exited with ${child.exitCode}:\n${readFileSync(logPath, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`The SATIM sandbox did not start within 30 s:\n${readFileSync(logPath, 'utf8')}`);
    await sleep(100);
  }
  return { restUrl: `http://127.0.0.1:${port}/payment/rest`, logPath, process: child };
}

export const stopSatimSandbox = (sandbox: RunningSatimSandbox) => stopProcess(sandbox.process, 5_000);
