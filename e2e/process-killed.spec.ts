import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiBasePath, authPaths } from '@tabib/contracts/auth';
import { expect, test, type Page } from './support/test';
import { accounts, demoPassword, type DemoAccount } from './support/accounts';
import { signIn } from './support/auth';
import { book, startBookingLoad, type Booking, type BookingLoad } from './support/booking-load';
import { clickHourSlot, dayAfter, eventOf, showWeekOf, uniquePhone, uniqueSuffix } from './support/calendar';
import { startCluster, type RunningCluster } from './support/cluster';
import { openTracedSocket, upstreamHeader, watchPageSockets, type TracedSocket } from './support/cluster-sockets';
import { createFreshDatabase, type FreshDatabase } from './support/fresh-database';
import { t } from './support/locales';
import { nginxPath } from './support/nginx';
import { copyWebBuild, journeyServerEnv } from './support/server';

// Issue 19: one of two processes is killed (SIGKILL) while the practice books. Its sockets are
// connected to the other within 5 s, no acknowledged booking is lost, the bookings cut off by
// the kill are resent with their Idempotency-Key (as the outbox resends) and each is applied
// once, and a booking queued offline in the browser is applied once when the page is back online.
// The journey starts a cluster of its own: the suite's shared one is not disturbed.

// Run with the cluster mode only (TABIB_E2E_DATABASE_URL): the page's socket must reach a process
// over a WebSocket alone, and the web client still opens with long polling (issue 19, left open).
const postgresUrl = process.env.TABIB_E2E_DATABASE_URL;
test.skip(!postgresUrl, 'Runs in the cluster mode only (TABIB_E2E_DATABASE_URL): several processes share one database');
test.skip(!existsSync(nginxPath), `Needs nginx at ${nginxPath} (apt-get install -y nginx-light, or NGINX_PATH)`);

const reconnectionBudgetMs = 5_000;
/** The load books from this day on, past the demo practice's visits, day off and vacancy (days -1 to 36). */
const loadFirstDay = 37;
const offlineDay = dayAfter(4);

let database: FreshDatabase;
let cluster: RunningCluster;
let tempDir: string;
const sockets: TracedSocket[] = [];
let load: BookingLoad | undefined;

test.beforeAll(async () => {
  database = await createFreshDatabase(postgresUrl!, 'tabib_e2e_killed');
  tempDir = mkdtempSync(path.join(tmpdir(), 'tabib-e2e-killed-'));
  cluster = await startCluster({
    databaseUrl: database.url,
    processes: 2,
    tempDir,
    env: { WEB_DIST_DIR: copyWebBuild(tempDir), ...journeyServerEnv(), LOG_LEVEL: 'info' },
  });
});

test.afterAll(async () => {
  for (const traced of sockets) traced.socket.close();
  // A failed journey may leave bookings under way: they end on their own once the cluster is gone.
  void load?.stop();
  await cluster?.stop();
  // Kept beside the test results, as global setup keeps the shared servers' logs.
  if (cluster) {
    const logsDir = path.join(test.info().project.outputDir, 'process-killed');
    mkdirSync(logsDir, { recursive: true });
    for (const running of cluster.processes) cpSync(running.logPath, path.join(logsDir, `${running.name}.log`));
    cpSync(cluster.nginx.accessLogPath, path.join(logsDir, 'nginx-access.log'));
    cpSync(cluster.nginx.errorLogPath, path.join(logsDir, 'nginx-error.log'));
  }
  if (process.env.TABIB_E2E_KEEP_TMP === '1') return console.log(`[e2e] kept ${tempDir} and ${database?.url}`);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  await database?.drop();
});

async function apiSignIn(account: DemoAccount): Promise<string> {
  const response = await fetch(`${cluster.baseUrl}${apiBasePath}${authPaths.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: demoPassword, position: account.isUser }),
  });
  const body = (await response.json()) as { auth?: { token: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.auth!.token;
}

async function bookableReasonOf(token: string): Promise<string> {
  const response = await fetch(`${cluster.baseUrl}${apiBasePath}${authPaths.profile}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { profile } = (await response.json()) as {
    profile: { consultationReasons: { _id: string; isEnabled: boolean; isDeleted: boolean; isValidated: boolean }[] };
  };
  return profile.consultationReasons.find((reason) => reason.isEnabled && !reason.isDeleted && reason.isValidated)!._id;
}

/** Books a new patient from the slot of 10:00 on the offline day through the form: offline, it waits in the outbox. */
async function bookOffline(page: Page, lastName: string) {
  const modal = page.getByTestId('appointment-modal');
  await clickHourSlot(page, offlineDay.weekday, 10);
  await modal.getByTestId('field-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Consultation générale' }).click();
  await modal.getByTestId('field-last-name').fill(lastName);
  await modal.getByTestId('field-first-name').fill('Samia');
  await modal.getByTestId('field-age').fill('29');
  await modal.getByTestId('field-gender').getByLabel(t('fr', 'appointments:form.genders.FEMALE')).check();
  await modal.getByTestId('field-phone').fill(uniquePhone());
  await modal.getByTestId('appointment-submit').click();
  await expect(modal).toBeHidden();
}

const portOf = (upstream: string | undefined | null) => Number(upstream?.split(':').at(-1));

test('a process killed under load: its sockets move to the other within 5 s, no booking is lost or applied twice', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Three sessions of the practice, two sockets each: nginx hands the connections to the processes in turn.
  const tokens = [await apiSignIn(accounts.doctor), await apiSignIn(accounts.assistant), await apiSignIn(accounts.asDoctor)];
  for (const token of [...tokens, ...tokens]) sockets.push(await openTracedSocket(cluster.baseUrl, token));
  const reasonId = await bookableReasonOf(tokens[0]!);

  // The live page: the calendar, whose socket's process is the one killed.
  const liveContext = await browser.newContext({ baseURL: cluster.baseUrl, serviceWorkers: 'block' });
  const livePage = await liveContext.newPage();
  const pageSockets = await watchPageSockets(livePage);
  await signIn(livePage, accounts.doctor);
  await expect
    .poll(() => pageSockets.joins.length + pageSockets.pollings, 'the calendar page opens its live connection')
    .toBeGreaterThan(0);
  expect(pageSockets.pollings, 'socket.io long-polling: the web build is older than WebSocket only (rebuild apps/web)').toBe(0);
  await expect.poll(() => pageSockets.joins.length, 'the calendar page joins its live namespace').toBeGreaterThan(0);
  const pageUpstream = pageSockets.joins.at(-1)!.upstream;
  const victimPort = portOf(pageUpstream);
  const victim = cluster.processes.findIndex((running) => running.port === victimPort);
  expect(victim, `the page's socket is on a process of the cluster (${pageUpstream})`).toBeGreaterThanOrEqual(0);
  const survivorPort = cluster.processes[1 - victim]!.port;
  const onVictim = sockets.filter((traced) => portOf(traced.connections.at(-1)!.upstream) === victimPort);
  const onSurvivor = sockets.filter((traced) => portOf(traced.connections.at(-1)!.upstream) === survivorPort);
  expect(onVictim.length, 'sockets on the process to kill').toBeGreaterThan(0);
  expect(onSurvivor.length, 'sockets on the process that stays').toBeGreaterThan(0);
  expect(onVictim.length + onSurvivor.length).toBe(sockets.length);

  // The outbox page: a booking made offline waits in its outbox while the process is killed.
  const outboxContext = await browser.newContext({ baseURL: cluster.baseUrl, serviceWorkers: 'allow' });
  const outboxPage = await outboxContext.newPage();
  await signIn(outboxPage, accounts.doctor);
  await showWeekOf(outboxPage, offlineDay, 4);
  await outboxPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await outboxContext.setOffline(true);
  const offlineName = `Horsligne-${uniqueSuffix()}`;
  await bookOffline(outboxPage, offlineName);
  await expect(eventOf(outboxPage, offlineName)).toHaveAttribute('data-pending', 'true');
  await expect(outboxPage.getByTestId('notice-create-queued')).toBeVisible();

  const bookingLoad = startBookingLoad({
    baseUrl: cluster.baseUrl,
    token: tokens[0]!,
    reasonId,
    firstDay: loadFirstDay,
    workers: 6,
  });
  load = bookingLoad;
  await expect.poll(() => bookingLoad.acknowledged(), 'bookings acknowledged before the kill').toBeGreaterThanOrEqual(20);
  // The banner that says the live connection is lost (after 2 failed attempts) must never show.
  await livePage.evaluate(() => {
    const seen = () => document.querySelector('[data-testid="socket-banner"]') !== null;
    new MutationObserver(() => {
      if (seen()) document.body.dataset.socketBannerShown = 'true';
    }).observe(document.body, { childList: true, subtree: true });
  });
  const connectionsAtKill = onVictim.map((traced) => traced.connections.length);
  const pageJoinsAtKill = pageSockets.joins.length;
  const killedAt = Date.now();
  await cluster.kill(victim);
  const acknowledgedAtKill = bookingLoad.acknowledged();

  // Every socket of the killed process is connected again, to the survivor, within 5 s; the others never dropped.
  const reconnected = () => [
    ...onVictim.map((traced, index) => traced.connections[connectionsAtKill[index]!]),
    pageSockets.joins[pageJoinsAtKill],
  ];
  await expect
    .poll(() => reconnected().filter(Boolean).length, { message: 'sockets back', timeout: 2 * reconnectionBudgetMs })
    .toBe(onVictim.length + 1);
  const delays = reconnected().map((connection) => ({ delay: connection!.at - killedAt, port: portOf(connection!.upstream) }));
  for (const { delay, port } of delays) {
    expect(delay, 'reconnected within 5 s of the kill').toBeLessThanOrEqual(reconnectionBudgetMs);
    expect(port, 'reconnected to the process that stays').toBe(survivorPort);
  }
  for (const traced of onSurvivor) expect(traced.disconnects, 'a socket of the survivor stays connected').toEqual([]);
  await expect(livePage.getByTestId('socket-banner')).toHaveCount(0);

  // The survivor takes the load on; then the load stops, the bookings cut off by the kill resent until answered.
  await expect
    .poll(() => bookingLoad.acknowledged(), 'bookings acknowledged after the kill')
    .toBeGreaterThanOrEqual(acknowledgedAtKill + 20);
  const bookings = await bookingLoad.stop();
  const cutOff = bookings.filter((booking) => booking.attempts[0]!.status !== 201);
  expect(cutOff.length, 'bookings cut off by the kill').toBeGreaterThan(0);
  for (const booking of bookings) {
    expect(booking.refused, `${booking.key} refused`).toBeUndefined();
    expect(booking.appointmentId, `${booking.key} answered 201 in the end: ${JSON.stringify(booking.attempts)}`).toBeDefined();
  }
  for (const booking of cutOff) {
    // nginx answered 502 itself (or no answer came): it did not send the POST to the other process.
    expect([0, 502], JSON.stringify(booking.attempts)).toContain(booking.attempts[0]!.status);
    if (booking.attempts[0]!.status === 502) expect(portOf(booking.attempts[0]!.upstream)).toBe(victimPort);
    expect(portOf(booking.attempts.at(-1)!.upstream)).toBe(survivorPort);
  }

  // After the kill, a booking reaches every socket (all on the survivor now) and the page.
  const after: Booking = { key: `after-kill-${uniqueSuffix()}`, startAt: `${dayAfter(9).iso}T08:00:00+01:00`, attempts: [] };
  await book({ baseUrl: cluster.baseUrl, token: tokens[0]!, reasonId }, after);
  expect(after.attempts.map((attempt) => attempt.status)).toEqual([201]);
  await expect
    .poll(() => sockets.filter((traced) => traced.heard.has(after.appointmentId!)).length, 'sockets that heard it')
    .toBe(sockets.length);
  await expect.poll(() => pageSockets.events.some((event) => event.includes(after.appointmentId!))).toBe(true);
  await expect(livePage.locator('body')).not.toHaveAttribute('data-socket-banner-shown', 'true');

  // The outbox page back online: its queued booking is applied once.
  await outboxContext.setOffline(false);
  await expect(outboxPage.getByTestId('notice-outbox-saved')).toBeVisible();
  await expect(eventOf(outboxPage, offlineName)).toHaveAttribute('data-pending', 'false');

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; ids: string[] }>(
      `select a.client_ui_id as key, array_agg(a.id::text) as ids from appointments a
       where a.client_ui_id = any($1::text[]) and a.status = 'BOOKED' group by a.client_ui_id`,
      [bookings.map((booking) => booking.key)],
    );
    const stored = new Map(rows.map((row) => [row.key, row.ids]));
    for (const booking of bookings) expect(stored.get(booking.key), booking.key).toEqual([booking.appointmentId]);
    // Each key kept once, with the first answer, which names the appointment that exists.
    const kept = await client.query<{ key: string; statusCode: number; body: string }>(
      `select key, status_code as "statusCode", body from idempotency_keys where key = any($1::text[])`,
      [bookings.map((booking) => booking.key)],
    );
    const firstAnswers = kept.rows.map((row) => [row.key, row.statusCode, JSON.parse(row.body).appointment._id]);
    expect(firstAnswers.sort()).toEqual(bookings.map((booking) => [booking.key, 201, booking.appointmentId]).sort());
    const patients = await client.query<{ lastName: string; count: number }>(
      `select last_name as "lastName", count(*)::int as count from patients
       where last_name = any($1::text[]) or last_name = $2 group by last_name`,
      [bookings.map((booking) => booking.key), offlineName],
    );
    expect(patients.rows.filter((row) => row.count !== 1)).toEqual([]);
    expect(patients.rows).toHaveLength(bookings.length + 1);
    const offline = await client.query(
      `select a.id from appointments a join patients p on p.id = a.patient_id where p.last_name = $1`,
      [offlineName],
    );
    expect(offline.rowCount, 'the booking queued offline, applied once').toBe(1);
  } finally {
    await client.end();
  }

  // nginx resends a request to the next process only on errors before it was sent, never a POST
  // it had sent (no proxy_next_upstream ... non_idempotent): a resent POST would need its key.
  expect(readFileSync(path.join(cluster.nginx.dir, 'tabib.conf'), 'utf8')).not.toMatch(/proxy_next_upstream[^;]*non_idempotent/);

  // Started again, the process is handed requests again once nginx's fail_timeout (10 s) has passed.
  await cluster.restart(victim);
  await expect
    .poll(async () => portOf((await fetch(`${cluster.baseUrl}/healthz`)).headers.get(upstreamHeader)), {
      message: 'nginx hands the restarted process requests',
      timeout: 20_000,
    })
    .toBe(victimPort);

  await liveContext.close();
  await outboxContext.close();
  console.log(
    `[process-killed] ${bookings.length} bookings, ${cutOff.length} cut off by the kill ` +
      `(${cutOff.filter((booking) => booking.attempts.some((attempt) => attempt.replayed)).length} answered from their key), ` +
      `reconnections after ${delays.map(({ delay }) => delay).join(', ')} ms`,
  );
});
