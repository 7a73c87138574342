import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabib-lock-'));
  afterEach(() => rmSync(`${dir}.lock`, { recursive: true, force: true }));

  it('refuses a second holder with a clear message, and frees the folder on release', async () => {
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/already using the data folder/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
