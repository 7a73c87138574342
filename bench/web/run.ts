/**
 * Browser rendering benchmark of the calendar (issue 3, "Speed"): a month of 6,000
 * appointments must render in under 300 ms. See bench/web/README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { waitForQuiet } from '../cpu';
import { freePort, startServerProcess, type ServerProcess } from '../processes';
import { buildWeb, median, repoRoot } from './build-tools';
import { installProbe, type CalendarCensus, type ProbeRequest, type ProbeResult } from './page-probe';
import { summariseProfile, type CpuProfile } from './profile-summary';
import { seedMonth } from './seed-month';
import { demoDoctor, signIn } from './sign-in';

const env = process.env;

const settings = {
  runs: Number(env.BENCH_WEB_RUNS ?? 5),
  appointments: Number(env.BENCH_WEB_APPOINTMENTS ?? 6000),
  patients: 400,
  /** The month holding the appointments: next month by default (all of them to come). */
  month: dayjs(env.BENCH_WEB_MONTH ?? dayjs().add(1, 'month').format('YYYY-MM')).startOf('month'),
  /** An already built web app (skips the build). */
  webDist: env.BENCH_WEB_DIST,
  chromium: env.BENCH_WEB_CHROMIUM ?? '/usr/bin/chromium',
  viewport: { width: Number(env.BENCH_WEB_WIDTH ?? 1440), height: Number(env.BENCH_WEB_HEIGHT ?? 900) },
  profileDir: env.BENCH_WEB_PROFILE_DIR,
  screenshotDir: env.BENCH_WEB_SCREENSHOT_DIR,
  json: env.BENCH_WEB_JSON,
  keep: env.BENCH_WEB_KEEP === '1',
  /** How long to wait for an idle machine before each view. */
  quietWaitSeconds: Number(env.BENCH_WEB_QUIET_WAIT ?? 300),
  /** month or week: run one scenario only. */
  only: env.BENCH_WEB_ONLY,
  targetMs: 300,
};

interface Scenario {
  name: string;
  view: 'month' | 'week';
  /** The day the page opens on: the period before the measured one. */
  fromDate: string;
  expectedEvents: number;
}

interface Sample extends ProbeResult {
  /** The figure of the target: from the list answer being available to the calendar drawn. */
  renderMs: number;
  census: CalendarCensus;
}

const log = (message: string) => console.log(`[bench:web] ${message}`);
const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));
/** Opens the period before the measured one, waits until the page is idle, clicks "next". */
async function measureOnce(
  page: Page,
  baseUrl: string,
  scenario: Scenario,
  profile?: { file: string; distDir: string },
): Promise<Sample> {
  await page.goto(`${baseUrl}/calendar?view=${scenario.view}&date=${scenario.fromDate}`);
  await page.locator('[data-testid="calendar-board"]').waitFor();
  await page.locator('[data-loading="false"]').waitFor();
  await page.waitForTimeout(1000);
  const request: ProbeRequest = {
    clickSelector: '[data-testid="calendar-next"]',
    responseUrlPart: 'retrieve-appointments-on-mode',
    quietMs: 500,
    timeoutMs: 30_000,
  };

  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const result = await page.evaluate((probeRequest) => window.__tabibProbe!.measure(probeRequest), request);
  if (cdp && profile) {
    const { profile: cpuProfile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    writeFileSync(profile.file, JSON.stringify(cpuProfile));
    await cdp.detach();
    const summary = summariseProfile(cpuProfile, profile.distDir);
    log(`CPU profile of one ${scenario.name} change, click to drawn (${profile.file}), self time:`);
    for (const line of summary) console.log(`    ${line}`);
  }
  if (result.timedOut) throw new Error(`${scenario.name}: the calendar did not settle (${JSON.stringify(result)})`);
  const census = await page.evaluate(() => window.__tabibProbe!.census());
  const shown = census.renderedEvents + census.hiddenEvents;
  if (shown < scenario.expectedEvents)
    throw new Error(`${scenario.name}: ${shown} appointments drawn or behind "+N", expected at least ${scenario.expectedEvents}`);
  return { ...result, renderMs: result.painted - (result.responseEnd ?? 0), census };
}

function report(scenario: Scenario, samples: Sample[]) {
  const render = samples.map((sample) => sample.renderMs);
  const first = samples[0]!;
  log(`${scenario.name}: ${first.census.label} (${first.census.view} view)`);
  console.log(
    `    ${first.census.renderedEvents} event boxes + ${first.census.hiddenEvents} behind ${first.census.showMoreLinks} "+N" links; ` +
      `${first.census.calendarNodes} DOM nodes in the calendar, ${first.census.documentNodes} in the page; answer ${((first.responseBytes ?? 0) / 1e6).toFixed(1)} MB`,
  );
  console.log('    run  click→answer  answer→first change  answer→drawn  long frames (ms, of which style+layout)');
  samples.forEach((sample, index) => {
    const frames = sample.longFrames.filter((frame) => frame.start + frame.duration >= (sample.responseEnd ?? 0));
    const framesText = frames.map((frame) => `${frame.duration.toFixed(0)}(${frame.styleAndLayout.toFixed(0)})`).join(' ');
    console.log(
      `    ${String(index + 1).padStart(3)}  ${ms(sample.responseEnd).padStart(12)}  ${ms(sample.firstMutation === null || sample.responseEnd === null ? null : sample.firstMutation - sample.responseEnd).padStart(19)}  ${ms(sample.renderMs).padStart(12)}  ${framesText}`,
    );
  });
  const over = render.filter((value) => value >= settings.targetMs).length;
  const verdict =
    scenario.view !== 'month'
      ? '(for comparison)'
      : `${median(render) < settings.targetMs ? 'met' : 'MISSED'} (target: under ${settings.targetMs} ms; ${over} of ${render.length} runs over)`;
  log(
    `${scenario.name}: answer→drawn median ${median(render).toFixed(0)} ms, max ${Math.max(...render).toFixed(0)} ms ${verdict}`,
  );
  return { scenario: scenario.name, medianMs: median(render), maxMs: Math.max(...render), samples };
}

async function main() {
  const started = Date.now();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-web-'));
  let server: ServerProcess | undefined;
  let closeBrowser: (() => Promise<void>) | undefined;
  const stop = async () => {
    await closeBrowser?.();
    await server?.stop();
    if (settings.keep) log(`kept ${tempDir}`);
    else rmSync(tempDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    const distDir = settings.webDist ?? path.join(tempDir, 'dist');
    if (!settings.webDist) {
      log('building the web app');
      buildWeb(distDir, { sourcemaps: true });
    }
    const month = settings.month;
    log(`seeding ${settings.appointments} appointments over ${month.format('MMMM YYYY')} for ${demoDoctor.email}`);
    const seeded = await seedMonth({
      dataDir: path.join(tempDir, 'data'),
      month: month.format('YYYY-MM-DD'),
      count: settings.appointments,
      patients: settings.patients,
    });
    log(
      `  ${seeded.appointments} appointments of 5 minutes, up to ${seeded.perDay} a day, ${seeded.firstStart} to ${seeded.lastEnd}`,
    );

    const port = await freePort();
    server = await startServerProcess({
      name: 'tabib',
      args: ['--import', 'tsx', 'apps/server/src/server.ts'],
      env: { DATA_DIR: path.join(tempDir, 'data'), WEB_DIST_DIR: distDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
      port,
      healthPath: '/healthz',
      cwd: repoRoot,
    });
    const token = await signIn(server.baseUrl);

    const browser = await chromium.launch({
      executablePath: settings.chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    closeBrowser = () => browser.close();
    const context = await browser.newContext({ viewport: settings.viewport, timezoneId: 'Africa/Algiers', locale: 'fr-FR' });
    await context.addInitScript({
      content: `window.__name = (f) => f; localStorage.setItem('tabib.token', ${JSON.stringify(token)}); (${installProbe.toString()})();`,
    });
    const page = await context.newPage();

    // The busiest week: the first one wholly inside the month (every full week holds the same number).
    const firstSunday = month.add((7 - month.day()) % 7, 'day');
    const weekExpected = seeded.perDay * 7 - 7;
    const scenarios: Scenario[] = [
      {
        name: 'month',
        view: 'month',
        fromDate: month.subtract(1, 'month').format('YYYY-MM-DD'),
        expectedEvents: seeded.appointments,
      },
      {
        name: 'busiest week',
        view: 'week',
        fromDate: firstSunday.subtract(7, 'day').format('YYYY-MM-DD'),
        expectedEvents: Math.floor(weekExpected * 0.9),
      },
    ];
    log(
      `chromium ${browser.version()}, viewport ${settings.viewport.width}x${settings.viewport.height}, ${settings.runs} runs after 1 warm-up, each from a fresh page load`,
    );

    const results = [];
    for (const scenario of scenarios.filter((candidate) => !settings.only || candidate.view === settings.only)) {
      const busy = await waitForQuiet(settings.quietWaitSeconds);
      if (busy !== undefined)
        log(
          `CPU busy beside the benchmark: ${busy.toFixed(2)} cores${busy >= 0.25 ? ' (the machine is not idle: the figures will be slower)' : ''}`,
        );
      await measureOnce(page, server.baseUrl, scenario);
      const samples: Sample[] = [];
      for (let run = 0; run < settings.runs; run += 1) samples.push(await measureOnce(page, server.baseUrl, scenario));
      results.push({ ...report(scenario, samples), cpuBusyBeside: busy });
      if (settings.screenshotDir) {
        mkdirSync(settings.screenshotDir, { recursive: true });
        await page.screenshot({ path: path.join(settings.screenshotDir, `${scenario.view}.png`) });
      }
      if (settings.profileDir) {
        mkdirSync(settings.profileDir, { recursive: true });
        await measureOnce(page, server.baseUrl, scenario, {
          file: path.join(settings.profileDir, `${scenario.view}.cpuprofile`),
          distDir,
        });
      }
    }

    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: browser.version(),
    };
    log(
      `machine: ${machine.cpus} cores ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}; total ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (settings.json) writeFileSync(settings.json, JSON.stringify({ machine, settings, seeded, results }, null, 2));
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
