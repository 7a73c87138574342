#!/usr/bin/env node
// Runs the Playwright journeys in Debian's chromium. Without chromium the suite is skipped
// loudly (a laptop without it can still run `npm test`), unless REQUIRE_E2E=1 (CI) makes
// that an error.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`\nERROR: browser tests required (REQUIRE_E2E=1) but Chromium is not at ${chromium}.`);
    console.error('Install it with: apt-get install -y chromium   (or set CHROMIUM_PATH)\n');
    process.exit(1);
  }
  const bar = '!'.repeat(72);
  console.warn(
    [
      '',
      bar,
      '!!!',
      '!!!  BROWSER TESTS SKIPPED: Chromium not installed (apt-get install -y chromium)',
      `!!!  Looked for ${chromium} (set CHROMIUM_PATH to use another binary).`,
      '!!!  Set REQUIRE_E2E=1 to make this an error (CI does).',
      '!!!',
      bar,
      '',
    ].join('\n'),
  );
  process.exit(0);
}

// --cluster: the journeys must go through several processes (TABIB_E2E_DATABASE_URL), not quietly
// through the embedded database's one process.
const cluster = process.argv.includes('--cluster');
if (cluster && !process.env.TABIB_E2E_DATABASE_URL) {
  console.error('\nERROR: --cluster needs TABIB_E2E_DATABASE_URL (a PostgreSQL server whose user may create databases).\n');
  process.exit(1);
}
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--cluster');

// Playwright's own CLI, run by this node (no npx between us and it).
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(process.execPath, [playwrightCli, 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
// Ctrl-C reaches Playwright (and the server) directly, as they share our process group:
// wait for Playwright's teardown instead of dying first. SIGTERM sent to us alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
