import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../db/client';

// PGlite's files share DATA_DIR with ours (lock, admin socket, medical files, avatars, uploads):
// a PostgreSQL data folder's top level is only these names.
const isDatabaseEntry = (name: string) =>
  /^(PG_VERSION|base|global|pg_[a-z_]+|postgresql(\.auto)?\.conf|postmaster\.(opts|pid)|current_logfiles)$/.test(name);

export const holdsDatabase = (dataDir: string) => readdirSync(dataDir).some(isDatabaseEntry);

function moveDatabaseEntries(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from).filter(isDatabaseEntry)) renameSync(path.join(from, name), path.join(to, name));
}

/**
 * Unpacks the dump beside the current database, swaps the two, and opens the result: the old
 * files are kept aside until it opens, then removed (put back if it does not).
 * The caller holds DATA_DIR's lock; the returned client is open on DATA_DIR.
 */
export async function replacePgliteDatabase(dataDir: string, file: string): Promise<PGlite> {
  const stamp = Date.now();
  const unpacked = path.join(dataDir, `.restore-${stamp}`);
  const aside = path.join(dataDir, `.before-restore-${stamp}`);
  try {
    const loaded = await PGlite.create({
      dataDir: unpacked,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: pgliteExtensions,
    });
    await loaded.close();
    moveDatabaseEntries(dataDir, aside);
    moveDatabaseEntries(unpacked, dataDir);
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    await client.query('SELECT 1');
    rmSync(aside, { recursive: true, force: true });
    return client;
  } catch (error) {
    for (const name of readdirSync(dataDir).filter(isDatabaseEntry)) rmSync(path.join(dataDir, name), { recursive: true });
    moveDatabaseEntries(aside, dataDir);
    rmSync(aside, { recursive: true, force: true });
    throw error;
  }
}
