import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the web app into a folder of the bench's own: a concurrent `npm run build` cannot swap
 * files under the server. `sourcemaps` adds hidden source maps (the profile summary reads them).
 */
export function buildWeb(outDir: string, { sourcemaps = false } = {}) {
  const args = [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'];
  if (sourcemaps) args.push('--sourcemap', 'hidden');
  const result = spawnSync(process.execPath, args, { cwd: path.join(repoRoot, 'apps/web'), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The median of the figures a run recorded (NaN: not recorded, left out). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
