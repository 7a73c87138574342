import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files on the local disk under `root` (DATA_DIR/medical-files by default). */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
