import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid?: number,
  ) {
    super(
      `Another Tabib server is already using the data folder ${dataDir}${ownerPid ? ` (process ${ownerPid})` : ''}. ` +
        'The embedded database accepts one process only: stop the other server, ' +
        'or start this one with another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Inside the folder it guards, beside PGlite's own files (PGlite ignores it). */
export const dataDirLockPath = (dataDir: string) => path.join(dataDir, 'tabib.lock');

function ownerPidOf(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite loses writes silently when two processes share a data folder: hold an OS lock for our
 * lifetime (fcntl open-file-description lock on Linux, flock on macOS, LockFileEx on Windows).
 * The kernel drops it when the process ends, however it ends, so a restart right after a crash
 * or kill -9 takes the folder at once, while a live owner is always refused. The file is never
 * deleted (deleting it would let a second process lock a new file while the first still holds
 * the old one); the process id written in it only names the owner in the refusal.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = dataDirLockPath(dataDir);
  const fd = openSync(lockPath, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DataDirLockedError(dataDir, ownerPidOf(lockPath));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    unlock(fd);
    closeSync(fd);
  };
}
