import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

const skippedDirectories = new Set(['node_modules', 'dist', 'test-results']);
// Tests never reach a bundle: editing one must not cost a rebuild.
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function* filesUnder(absolute) {
  if (!statSync(absolute).isDirectory()) {
    yield absolute;
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() ? skippedDirectories.has(entry.name) : isTest(entry.name)) continue;
    yield* filesUnder(path.join(absolute, entry.name));
  }
}

/** A hash of the names and contents of every file under `inputs` (paths relative to the repository). */
export function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const absolute = path.join(repoRoot, input);
    if (!existsSync(absolute)) continue;
    for (const file of filesUnder(absolute)) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

// A dotfile: @fastify/static does not serve it.
const stampName = '.source-hash';

/** Whether `outDir` holds a build made from sources with this hash (the stamp is written after a build succeeds). */
export function isBuiltFrom(outDir, hash) {
  const stamp = path.join(outDir, stampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

export function stampBuild(outDir, hash) {
  writeFileSync(path.join(outDir, stampName), hash);
}
