/**
 * Lighthouse on /login and /calendar (issue 13), desktop and mobile presets, median of 3 runs.
 * Targets are printed, never failing: CI machines are noisy. See bench/web/README.md.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { waitForQuiet } from '../cpu';
import { freePort, startServerProcess, type ServerProcess } from '../processes';
import { launchChromium, seedLocalStorage } from './lighthouse-browser';
import {
  failedAccessibilityAudits,
  figuresHeader,
  figuresOf,
  formatFigures,
  medianFigures,
  missedTargets,
  type Figures,
  type Preset,
  type Targets,
} from './lighthouse-figures';
import { signIn, tokenStorageKey } from './sign-in';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;

const settings = {
  runs: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  webDist: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
  chromium: env.BENCH_WEB_CHROMIUM ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  quietWaitSeconds: Number(env.BENCH_LIGHTHOUSE_QUIET_WAIT ?? 30),
  reportDir: env.BENCH_LIGHTHOUSE_REPORT_DIR,
  json: env.BENCH_LIGHTHOUSE_JSON,
};

interface PageUnderTest {
  path: string;
  signedIn: boolean;
  targets: Targets;
}

const pages: PageUnderTest[] = [
  { path: '/login', signedIn: false, targets: { performance: { desktop: 95, mobile: 90 }, accessibility: 100, clsBelow: 0.05 } },
  {
    path: '/calendar',
    signedIn: true,
    targets: { performance: { desktop: 90, mobile: 80 }, accessibility: 100, clsBelow: 0.05 },
  },
];

// Lighthouse's own presets: the default config is the mobile one (Moto G Power, simulated slow 4G).
const presets: Record<Preset, Config | undefined> = { desktop: desktopConfig, mobile: undefined };

const log = (message: string) => console.log(`[bench:lighthouse] ${message}`);

/** Lighthouse's own trace failures (NO_NAVSTART, NO_FCP...) come and go on a loaded machine; they are retried. */
class LighthouseRuntimeError extends Error {}
const attemptsPerRun = 3;

async function measureWithRetries(baseUrl: string, page: PageUnderTest, preset: Preset, token: string, run: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(baseUrl, page, preset, token, run);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === attemptsPerRun) throw error;
      log(`${error.message}: run ${run} again (attempt ${attempt + 1} of ${attemptsPerRun})`);
    }
  }
}

async function measure(baseUrl: string, page: PageUnderTest, preset: Preset, token: string, run: number) {
  const browser = await launchChromium(settings.chromium);
  try {
    if (page.signedIn) await seedLocalStorage(browser.port, `${baseUrl}/healthz`, { [tokenStorageKey]: token });
    const result = await lighthouse(
      `${baseUrl}${page.path}`,
      {
        port: browser.port,
        hostname: '127.0.0.1',
        logLevel: 'error',
        output: settings.reportDir ? 'html' : 'json',
        onlyCategories: ['performance', 'accessibility'],
      },
      presets[preset],
    );
    if (!result) throw new Error(`${page.path} ${preset}: Lighthouse returned nothing`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`${page.path} ${preset}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A lost session would measure the sign-in page under the calendar's name.
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path)
      throw new Error(`${page.path} ${preset}: the page ended on ${lhr.finalDisplayedUrl}`);
    if (settings.reportDir) {
      const name = `${page.path.slice(1)}-${preset}-${run}.report.html`;
      writeFileSync(path.join(settings.reportDir, name), result.report as string);
    }
    return {
      figures: figuresOf(lhr),
      failedA11y: failedAccessibilityAudits(lhr),
      lighthouse: lhr.lighthouseVersion,
      // Lighthouse's measure of the CPU during the run: under 1,000 it warns that the CPU is slower than it expects.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.stop();
  }
}

async function main() {
  if (!existsSync(settings.chromium)) {
    console.error(
      `\n[bench:lighthouse] ************************************************************\n` +
        `[bench:lighthouse] SKIPPED: no Chromium at ${settings.chromium}.\n` +
        `[bench:lighthouse] Install it (apt-get install chromium) or set BENCH_WEB_CHROMIUM.\n` +
        `[bench:lighthouse] ************************************************************\n`,
    );
    return;
  }
  if (!existsSync(path.join(settings.webDist, 'index.html')))
    throw new Error(`no web build in ${settings.webDist}: run \`npm run build -w @tabib/web\` or set WEB_DIST_DIR`);
  if (settings.reportDir) mkdirSync(settings.reportDir, { recursive: true });

  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tabib-lighthouse-data-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      name: 'tabib',
      args: ['--import', 'tsx', 'apps/server/src/server.ts'],
      env: { DATA_DIR: dataDir, WEB_DIST_DIR: settings.webDist, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
      port: await freePort(),
      healthPath: '/healthz',
      cwd: repoRoot,
    });
    const token = await signIn(server.baseUrl);
    log(`serving ${settings.webDist}; ${settings.runs} runs per page and preset, each in a fresh Chromium profile`);

    const results = [];
    let version = '';
    for (const page of pages) {
      for (const preset of Object.keys(presets) as Preset[]) {
        const busy = await waitForQuiet(settings.quietWaitSeconds);
        if (busy !== undefined && busy >= 0.25)
          log(
            `warning: ${busy.toFixed(2)} cores busy beside this run after ${settings.quietWaitSeconds} s: figures are pessimistic`,
          );
        const runs: Figures[] = [];
        const failedA11y = new Set<string>();
        for (let run = 1; run <= settings.runs; run++) {
          const sample = await measureWithRetries(server.baseUrl, page, preset, token, run);
          version = sample.lighthouse;
          runs.push(sample.figures);
          sample.failedA11y.forEach((id) => failedA11y.add(id));
          log(
            `${page.path} ${preset} run ${run}: ${formatFigures(sample.figures)}  (benchmark index ${sample.benchmarkIndex.toFixed(0)})`,
          );
        }
        const median = medianFigures(runs);
        results.push({
          page: page.path,
          preset,
          runs,
          median,
          missed: missedTargets(median, preset, page.targets),
          failedA11y: [...failedA11y],
        });
      }
    }

    log(
      `median of ${settings.runs} runs (Lighthouse ${version}, Chromium at ${settings.chromium}); targets are printed, never failing`,
    );
    console.log(`    page       preset   ${figuresHeader}   targets`);
    for (const result of results) {
      const verdict = result.missed.length ? `MISSED: ${result.missed.join(', ')}` : 'met';
      console.log(`    ${result.page.padEnd(10)} ${result.preset.padEnd(8)} ${formatFigures(result.median)}   ${verdict}`);
    }
    for (const result of results.filter((entry) => entry.failedA11y.length))
      log(`accessibility audits failing on ${result.page} ${result.preset}: ${result.failedA11y.join(', ')}`);
    log(
      `machine: ${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, Node ${process.version}; total ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (settings.json) writeFileSync(settings.json, JSON.stringify({ lighthouse: version, settings, results }, null, 2));
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
