// npm run lint:deploy: the container files checked without a container engine (README "Production").
import path from 'node:path';
import { checkCompose } from './lint-deploy/compose-check.mjs';
import { checkDockerfile } from './lint-deploy/dockerfile-check.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const checks = [
  ['Dockerfile', checkDockerfile],
  ['deploy/compose.yaml', checkCompose],
];
let failed = 0;
for (const [file, check] of checks) {
  const failures = check(repoRoot, path.join(repoRoot, file));
  failed += failures.length;
  console.log(failures.length === 0 ? `${file}: ok` : [`${file}:`, ...failures.map((failure) => `  ${failure}`)].join('\n'));
}
process.exitCode = failed === 0 ? 0 : 1;
