// npm start: rebuilds apps/web/dist only when what it is made from changed since the last build.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isBuiltFrom, repoRoot, sourceHash, stampBuild } from './source-stamp.mjs';

const outDir = path.join(repoRoot, 'apps/web/dist');
// The whole app folder (sources, public files, vite config and its plugins), the contracts, the installed versions.
const hash = sourceHash(['apps/web', 'packages/contracts', 'tsconfig.base.json', 'package-lock.json']);

if (isBuiltFrom(outDir, hash)) {
  console.error('Web app unchanged since its last build: apps/web/dist kept.');
} else {
  execFileSync('npm', ['run', 'build', '-w', '@tabib/web'], { cwd: repoRoot, stdio: 'inherit' });
  stampBuild(outDir, hash);
}
