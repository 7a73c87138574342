import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Tabib server is already using the data folder ${dataDir}. ` +
        'The embedded database accepts one process only: stop the other server, ' +
        'or start this one with another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** PGlite loses writes silently when two processes share a data folder: hold a lock for our lifetime. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: 15_000,
      update: 5_000,
      onCompromised: (error) => {
        console.error(`Lost the lock on ${dataDir}: stopping to protect the data.`, error);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
