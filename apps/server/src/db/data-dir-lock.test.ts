import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataDirLockPath, DataDirLockedError, lockDataDir } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another process (as another server would be) that takes the lock, says so, and keeps it. */
async function startHolder(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    await lockDataDir(process.argv[1]);
    process.stdout.write('locked\\n');
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before taking the lock`)));
  });
  return child;
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('lockDataDir', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tabib-lock-'));
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(root, 'data-'));
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) await killHard(child);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second holder with a clear message, and frees the folder on release', async () => {
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/already using the data folder/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('refuses while another live process holds the folder, naming it', async () => {
    const holder = await startHolder(dir);
    children.push(holder);
    const attempt = lockDataDir(dir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(`process ${holder.pid}`);
  });

  it('takes the folder at once after its holder was killed with SIGKILL', async () => {
    const holder = await startHolder(dir);
    children.push(holder);
    await killHard(holder);
    const release = await lockDataDir(dir);
    await release();
  });

  it('takes over a lock file naming a live process that does not hold the lock', async () => {
    writeFileSync(dataDirLockPath(dir), `${process.ppid}\n`);
    const release = await lockDataDir(dir);
    await release();
  });
});
