/**
 * Offline benchmark (issue 14, "Speed"): 100 actions queued offline are replayed in under 5 s
 * once the network is back, each applied once; the calendar's first paint from the service
 * worker with no network is under 1 s. See bench/web/README.md.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { waitForQuiet } from '../cpu';
import { freePort, startServerProcess, type ServerProcess } from '../processes';
import { doctorApi, practiceOffset, uniquePhone } from './offline-api';
import {
  addToOutbox,
  bookingCopies,
  cutNetwork,
  installShownProbe,
  measureReplay,
  queuedEntries,
  reloadOffline,
  statusCopies,
  waitForOfflineReady,
  type OfflinePaint,
} from './offline-page';
import { buildWeb, median, repoRoot } from './build-tools';
import { signIn, tokenStorageKey } from './sign-in';

const env = process.env;

const settings = {
  /** A day each, from 3 days ahead: the demo doctor's day off is 10 days ahead. */
  runs: Math.min(Number(env.BENCH_OFFLINE_RUNS ?? 3), 6),
  /** Half bookings of new patients, half appointments marked done. */
  actions: 100,
  webDist: env.BENCH_WEB_DIST,
  chromium: env.BENCH_WEB_CHROMIUM ?? '/usr/bin/chromium',
  json: env.BENCH_WEB_JSON,
  quietWaitSeconds: Number(env.BENCH_WEB_QUIET_WAIT ?? 60),
  replayTargetMs: 5000,
  paintTargetMs: 1000,
};

const log = (message: string) => console.log(`[bench:offline] ${message}`);
/** The practice's date `days` from today (Africa/Algiers is UTC+1 all year). */
function practiceDay(days: number): string {
  return new Date(Date.now() + 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Books a new patient at `hour`:00 through the appointment form of the day view (a cell per hour from 07:00). */
async function bookThroughForm(page: Page, hour: number, lastName: string) {
  const cell = page
    .locator('.rbc-time-content .rbc-day-slot')
    .first()
    .locator('.rbc-timeslot-group')
    .nth(hour - 7);
  await cell.scrollIntoViewIfNeeded();
  const box = await cell.boundingBox();
  if (!box) throw new Error(`no ${hour}:00 cell in the day view`);
  await page.mouse.click(box.x + box.width / 2, box.y + 4);
  const modal = page.getByTestId('appointment-modal');
  await modal.getByTestId('field-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Consultation générale' }).click();
  await modal.getByTestId('field-last-name').fill(lastName);
  await modal.getByTestId('field-first-name').fill('Banc');
  await modal.getByTestId('field-age').fill('33');
  await modal.getByTestId('field-gender').getByLabel('Femme').check();
  await modal.getByTestId('field-phone').fill(uniquePhone());
  await modal.getByTestId('appointment-submit').click();
  await page.getByTestId('notice-create-queued').waitFor();
}

async function markDoneThroughDetails(page: Page, appointmentId: string) {
  await page.locator(`[data-testid="calendar-event"][data-appointment-id="${appointmentId}"]`).click();
  await page.getByTestId('appointment-modal').getByTestId('action-done').click();
  await page.getByTestId('notice-done-queued').waitFor();
}

interface Sample extends OfflinePaint {
  replayMs: number;
  queued: number;
}

/**
 * One run, in a fresh browser profile on a day of its own: the calendar loaded online (the
 * service worker installs, the device's copy is written), the network cut, the page reloaded
 * (the paint figures), 100 actions queued, the network back (the replay figure), and the
 * server read back.
 */
async function runOnce(browser: Browser, baseUrl: string, token: string, run: number): Promise<Sample> {
  const api = doctorApi(baseUrl, token);
  const day = practiceDay(3 + run);
  const half = settings.actions / 2;
  const marker = `Bench${run}x${Math.random().toString(36).slice(2, 6)}`;
  const existing = await api.bookInARow(day, '08:00', half, (index) => `${marker}Seen${index}`);

  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Africa/Algiers',
    locale: 'fr-FR',
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript({
      content: `window.__name = (f) => f; localStorage.setItem('${tokenStorageKey}', ${JSON.stringify(token)}); (${installShownProbe.toString()})();`,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/calendar?view=day&date=${day}`);
    await waitForOfflineReady(page, existing.at(-1)!);

    await cutNetwork(context);
    const paint = await reloadOffline(page, half);

    // Through the screens, one action of each kind; the rest are copies of those entries (see the README).
    await bookThroughForm(page, 18, `${marker}New0`);
    await markDoneThroughDetails(page, existing[0]!);
    const made = await queuedEntries(page);
    const booking = made.find((entry) => (entry.request as { method: string }).method === 'POST');
    const done = made.find((entry) => (entry.request as { path: string }).path.includes(existing[0]!));
    if (made.length !== 2 || !booking || !done) throw new Error(`the screens queued ${JSON.stringify(made)}`);
    const startOf = (index: number) => {
      const minutes = 13 * 60 + index * 5;
      return `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00${practiceOffset}`;
    };
    await addToOutbox(page, [
      ...bookingCopies(
        booking,
        Array.from({ length: half - 1 }, (_, index) => ({ startAt: startOf(index), lastName: `${marker}New${index + 1}` })),
      ),
      ...statusCopies(done, existing[0]!, existing.slice(1)),
    ]);
    const queued = (await queuedEntries(page)).length;
    if (queued !== settings.actions) throw new Error(`${queued} actions queued, expected ${settings.actions}`);

    const replayMs = await measureReplay(page, context);

    const onServer = await api.appointmentsOn(day);
    const booked = onServer.filter((appointment) => appointment.title.includes(`${marker}New`));
    const stillBooked = onServer.filter((appointment) => existing.includes(appointment._id) && appointment.status !== 'DONE');
    if (booked.length !== half || stillBooked.length > 0)
      throw new Error(
        `after the replay the server holds ${booked.length} of ${half} bookings; ${stillBooked.length} appointments not done`,
      );
    return { ...paint, replayMs, queued };
  } finally {
    await context.close();
  }
}

function report(samples: Sample[]) {
  const row = (cells: (string | number)[]) => console.log(`    ${cells.map((cell) => String(cell).padStart(16)).join('')}`);
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));
  row(['run', 'first paint', 'first content', 'calendar shown', `replay of ${settings.actions}`]);
  samples.forEach((sample, index) =>
    row([index + 1, ms(sample.firstPaint), ms(sample.firstContentfulPaint), ms(sample.calendarShown), ms(sample.replayMs)]),
  );
  const medians = {
    firstPaint: median(samples.map((sample) => sample.firstPaint)),
    firstContentfulPaint: median(samples.map((sample) => sample.firstContentfulPaint)),
    calendarShown: median(samples.map((sample) => sample.calendarShown)),
    replayMs: median(samples.map((sample) => sample.replayMs)),
  };
  row(['median', ms(medians.firstPaint), ms(medians.firstContentfulPaint), ms(medians.calendarShown), ms(medians.replayMs)]);
  const verdict = (value: number, target: number) => (value < target ? 'met' : 'MISSED');
  log(
    // The target is read as the calendar drawn with its appointments, the stricter of the readings.
    `offline: calendar with its appointments ${ms(medians.calendarShown)} ms (${verdict(medians.calendarShown, settings.paintTargetMs)}, target under ${settings.paintTargetMs} ms); ` +
      `first paint ${ms(medians.firstPaint)} ms, first contentful paint ${ms(medians.firstContentfulPaint)} ms`,
  );
  log(
    `replay of ${settings.actions} actions ${ms(medians.replayMs)} ms (${verdict(medians.replayMs, settings.replayTargetMs)}, target under ${settings.replayTargetMs} ms), each applied once`,
  );
  return medians;
}

async function main() {
  if (!existsSync(settings.chromium)) {
    console.error(
      `[bench:offline] SKIPPED: no Chromium at ${settings.chromium} (apt-get install chromium, or set BENCH_WEB_CHROMIUM).`,
    );
    return;
  }
  const started = Date.now();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-offline-'));
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop();
    rmSync(tempDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    const distDir = settings.webDist ?? path.join(tempDir, 'dist');
    if (!settings.webDist) {
      log('building the web app');
      buildWeb(distDir);
    }
    server = await startServerProcess({
      name: 'tabib',
      args: ['--import', 'tsx', 'apps/server/src/server.ts'],
      env: { DATA_DIR: path.join(tempDir, 'data'), WEB_DIST_DIR: distDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
      port: await freePort(),
      healthPath: '/healthz',
      cwd: repoRoot,
      // Migrations and the demo practice on a busy 2-core machine.
      timeoutMs: 180_000,
    });
    const token = await signIn(server.baseUrl);
    browser = await chromium.launch({
      executablePath: settings.chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    log(`chromium ${browser.version()}; ${settings.runs} runs, each in a fresh browser profile`);

    const busy = await waitForQuiet(settings.quietWaitSeconds);
    if (busy !== undefined)
      log(
        `CPU busy beside the benchmark: ${busy.toFixed(2)} cores${busy >= 0.25 ? ' (the machine is not idle: figures are pessimistic)' : ''}`,
      );
    const samples: Sample[] = [];
    for (let run = 0; run < settings.runs; run++) samples.push(await runOnce(browser, server.baseUrl, token, run));
    const medians = report(samples);
    log(`machine: ${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (settings.json) writeFileSync(settings.json, JSON.stringify({ cpuBusyBeside: busy, samples, medians }, null, 2));
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
