/**
 * `npm run bench`: seeds a PostgreSQL with 500 doctors and 2 million appointments, then
 * measures with autocannon the week endpoint (full stack, authenticated) against a bare
 * Fastify + pg handler running the same SQL, and bookings/s across doctors; then the busy
 * morning of issue 13 (mixed load with sockets open); then the public booking of issue 15 (free
 * slots, many patients on one hour, events across two server processes). `--only busy-morning`
 * (or `--only week-and-bookings`, `--only public-booking`, comma-separated, or BENCH_ONLY) runs some parts.
 * `--processes 2` runs the busy morning on 1, then 2 server processes behind nginx (issue 19, busy-morning-cluster.ts).
 * `--check` runs issue 19's CI check instead, on a small dataset (check.ts): exit code 1 when a
 * full-stack/bare ratio is under its floor.
 * See bench/README.md for the settings and docs/performance.md for the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { runBusyMorning } from './busy-morning';
import { runBusyMorningCluster } from './busy-morning-cluster';
import { runCheck } from './check';
import { parentPid, waitForQuiet } from './cpu';
import { formatCpu, formatSummaries, runLoad, type LoadSummary } from './load';
import { openBenchDatabase } from './postgres';
import { freePort, startServerProcess, type ServerProcess } from './processes';
import { bookingRequests, rotatingWeekRequest, weekTargets, type SignedInDoctor } from './scenarios';
import { runPublicBooking } from './public-booking';
import { bookingSlotsPerDay, seed, seededSlotsPerDay } from './seed';
import { signIn } from './sign-in';
import { explainWeek } from './week-query';
import { compareWeekAnswers } from './week-probe';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const envNumber = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const check = process.argv.includes('--check');
/** The check's dataset: 2 past weeks, this one and 4 coming (the free slots read 4 weeks), 25 a day Sunday-Thursday. */
const checkDoctors = envNumber('BENCH_DOCTORS', 150);
const settings = {
  doctors: check ? checkDoctors : envNumber('BENCH_DOCTORS', 500),
  appointments: envNumber('BENCH_APPOINTMENTS', check ? checkDoctors * seededSlotsPerDay * 5 * 7 : 2_000_000),
  pastWeeks: envNumber('BENCH_PAST_WEEKS', check ? 2 : 20),
  connections: envNumber('BENCH_CONNECTIONS', 10),
  weekSeconds: envNumber('BENCH_WEEK_SECONDS', 12),
  bookingSeconds: envNumber('BENCH_BOOKING_SECONDS', 10),
  warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', check ? 2 : 3),
  /** Before each measured run, wait up to this long for other work on the machine to stop. */
  quietWaitSeconds: envNumber('BENCH_QUIET_WAIT_SECONDS', check ? 5 : 90),
  /** A folder: the app server runs with --cpu-prof and writes its profile there. */
  profileDir: process.env.BENCH_PROFILE_DIR,
  /** Another server entry (a patched copy under bench/, to measure a proposed fix without touching apps/server). */
  serverEntry: process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/server.ts',
};
const parts = ['week-and-bookings', 'busy-morning', 'public-booking'] as const;
const onlyArgument = process.argv.indexOf('--only');
const only = (onlyArgument >= 0 ? process.argv[onlyArgument + 1] : process.env.BENCH_ONLY)?.split(',');
if (only?.some((part) => !parts.includes(part as (typeof parts)[number])))
  throw new Error(`--only takes ${parts.join(' or ')} (comma-separated), not ${only.join(',')}`);
if (check && only) throw new Error('--check runs alone: not with --only');
const runs = (part: (typeof parts)[number]) => !check && (!only || only.includes(part));
const checkSettings = {
  connections: settings.connections,
  seconds: envNumber('BENCH_CHECK_SECONDS', 6),
  rounds: envNumber('BENCH_CHECK_ROUNDS', 3),
  warmupSeconds: settings.warmupSeconds,
  quietWaitSeconds: settings.quietWaitSeconds,
};
const processesArgument = process.argv.indexOf('--processes');
const busyProcesses = Number(
  processesArgument >= 0 ? process.argv[processesArgument + 1] : (process.env.BENCH_BUSY_PROCESSES ?? 1),
);
if (!Number.isInteger(busyProcesses) || busyProcesses < 1)
  throw new Error(`--processes takes a whole number, not ${busyProcesses}`);
const busyMorningSettings = {
  practices: envNumber('BENCH_BUSY_PRACTICES', busyProcesses > 1 ? 500 : 100),
  levels: (process.env.BENCH_BUSY_LEVELS ?? '8,32,128').split(',').map(Number),
  seconds: envNumber('BENCH_BUSY_SECONDS', 10),
  warmupSeconds: settings.warmupSeconds,
  quietWaitSeconds: settings.quietWaitSeconds,
  statementsLevel: envNumber('BENCH_BUSY_STATEMENTS_LEVEL', 32),
};
const publicBookingSettings = {
  connections: settings.connections,
  warmupSeconds: settings.warmupSeconds,
  quietWaitSeconds: settings.quietWaitSeconds,
  slotsSeconds: envNumber('BENCH_PUBLIC_SLOTS_SECONDS', 12),
  slotsRate: envNumber('BENCH_PUBLIC_SLOTS_RATE', 100),
  burst: envNumber('BENCH_PUBLIC_BURST', 200),
  eventBookings: envNumber('BENCH_PUBLIC_EVENT_BOOKINGS', 300),
  eventRate: envNumber('BENCH_PUBLIC_EVENT_RATE', 20),
  eventDoctors: envNumber('BENCH_PUBLIC_EVENT_DOCTORS', 20),
  loadConnections: envNumber('BENCH_PUBLIC_LOAD_CONNECTIONS', settings.connections),
  loadRate: envNumber('BENCH_PUBLIC_LOAD_RATE', 50),
};
const targets = { weekRatio: 0.8, weekP99Ms: 15, bookingsPerSecond: 1_000 };

const log = (message = '') => console.log(message);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/** The postmaster's pid when PostgreSQL runs on this machine (a backend's parent), for its CPU share. */
async function localPostmasterPid(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const parent = parentPid(rows[0]!.pid);
    return parent && parent > 1 ? parent : undefined;
  } finally {
    await client.end();
  }
}

async function main() {
  const started = performance.now();
  const cpus = os.cpus();
  log(
    `Tabib benchmark: ${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${new Date().toISOString()}`,
  );
  const database = await openBenchDatabase();
  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop().catch(() => {})));
    await database.drop().catch((error) => console.error('could not drop the bench database:', error));
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  log(`database: ${database.describe}`);

  try {
    const migrateStarted = performance.now();
    const handle = openPostgres(database.url);
    await handle.migrate();
    await handle.close();
    log(`migrated in ${seconds(migrateStarted)} s`);

    const seedStarted = performance.now();
    const seeded = await seed(database.url, settings);
    log(`\nseeded in ${seconds(seedStarted)} s:`);
    for (const step of seeded.steps) log(`  ${step.seconds.toFixed(1).padStart(6)} s  ${step.step}`);
    log(
      `  ${seeded.appointments.toLocaleString('en')} appointments (${seeded.liveAppointments.toLocaleString('en')} live), ${seeded.patients.toLocaleString('en')} patients, ${seeded.tableSizes}`,
    );

    const postmasterPid = await localPostmasterPid(database.url);
    const profileArgs = settings.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(settings.profileDir)}`] : [];
    if (settings.profileDir) mkdirSync(settings.profileDir, { recursive: true });
    const serverArgs = [...profileArgs, '--import', 'tsx', settings.serverEntry];
    const report: Record<string, unknown> = { settings, seeded: { ...seeded, doctors: seeded.doctors.length } };
    // The first two parts share one app server; the public booking starts its own two.
    const app =
      runs('week-and-bookings') || (runs('busy-morning') && busyProcesses === 1)
        ? await startServerProcess({
            name: 'app server',
            cwd: repoRoot,
            args: serverArgs,
            env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn', SEED_DEMO: 'false', HOST: '127.0.0.1' },
            port: await freePort(),
            healthPath: '/healthz',
          })
        : undefined;
    if (app) servers.push(app);
    // Busy-morning bookings go on days the bookings run left free.
    let firstFreeDay = 1;
    if (app && runs('week-and-bookings')) {
      const bare = await startServerProcess({
        name: 'bare server',
        cwd: repoRoot,
        args: ['--import', 'tsx', 'bench/bare-server.ts'],
        env: { BENCH_BARE_DATABASE_URL: database.url },
        port: await freePort(),
        healthPath: '/healthz',
      });
      servers.push(bare);

      const signInStarted = performance.now();
      const tokens = await signIn(app.baseUrl, seeded.doctors);
      const doctors: SignedInDoctor[] = seeded.doctors.map((doctor, i) => ({ ...doctor, token: tokens[i]! }));
      log(`\nsigned in ${doctors.length} doctors in ${seconds(signInStarted)} s`);

      // 20 doctors x 5 weeks (2 past, this one, 2 coming), requested in turn.
      const weeks = weekTargets(doctors, 20, [-2, -1, 0, 1, 2]);
      const probe = weeks[2]!;
      const answers = await compareWeekAnswers(app.baseUrl, bare.baseUrl, probe);
      log(
        `a week holds ${answers.appointments} appointments: ${answers.fullKiB.toFixed(0)} KiB of JSON from the app (${answers.gzippedKiB.toFixed(1)} KiB gzipped), ${answers.bareKiB.toFixed(0)} KiB from the bare handler`,
      );
      const plan = await explainWeek(database.url, probe);
      log(`\nEXPLAIN ANALYZE of the week query (this week):\n${plan.replace(/^/gm, '  ')}`);

      const background: Record<string, number | undefined> = {};
      const describeBackground = (cores: number | undefined) =>
        cores === undefined
          ? 'not measured'
          : `${cores.toFixed(2)} cores${cores > 0.25 ? ' (WARNING: other work is running on this machine: this run is skewed)' : ''}`;
      const measured = async (name: string, run: () => Promise<LoadSummary>) => {
        const busy = await waitForQuiet(settings.quietWaitSeconds);
        background[name] = busy;
        log(`  CPU busy beside the benchmark before "${name}": ${describeBackground(busy)}`);
        return run();
      };
      const load = (name: string, server: ServerProcess, full: boolean, duration: number, compressed = true) =>
        runLoad({
          name,
          url: server.baseUrl,
          serverPid: server.child.pid,
          postmasterPid,
          connections: settings.connections,
          seconds: duration,
          expectedStatus: 200,
          request: rotatingWeekRequest(weeks, full, { compressed }),
        });
      log(
        `\nweek endpoint, ${settings.connections} connections, ${settings.weekSeconds} s each after ${settings.warmupSeconds} s of warm-up...`,
      );
      await load('warm-up', bare, false, settings.warmupSeconds);
      const bareWeek = await measured('week, bare Fastify + pg', () =>
        load('week, bare Fastify + pg', bare, false, settings.weekSeconds),
      );
      await load('warm-up', app, true, settings.warmupSeconds);
      const fullWeek = await measured('week, full stack', () => load('week, full stack', app, true, settings.weekSeconds));
      // The same without Accept-Encoding (a client that does not take gzip), for comparison.
      const identityWeek = await measured('week, full, no gzip', () =>
        load('week, full, no gzip', app, true, settings.weekSeconds, false),
      );

      log(`bookings across ${doctors.length} doctors, ${settings.connections} connections, ${settings.bookingSeconds} s...`);
      const runId = Date.now().toString(36);
      const bookings = bookingRequests(doctors, runId);
      const bookingLoad = (name: string, duration: number) =>
        runLoad({
          name,
          url: app.baseUrl,
          serverPid: app.child.pid,
          postmasterPid,
          connections: settings.connections,
          seconds: duration,
          expectedStatus: 201,
          request: bookings.request,
          readRefusals: true,
        });
      const bookingWarmup = await bookingLoad('bookings warm-up', Math.min(2, settings.warmupSeconds));
      const booking = await measured('bookings', () => bookingLoad('bookings', settings.bookingSeconds));
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      const { rows } = await check.query(`select count(*)::int as n from appointments where client_ui_id like $1`, [
        `bench-${runId}-%`,
      ]);
      await check.end();
      const stored = rows[0]!.n as number;
      firstFreeDay = 1 + Math.ceil(bookings.issued() / (doctors.length * bookingSlotsPerDay));

      const summaries: LoadSummary[] = [bareWeek, fullWeek, identityWeek, booking];
      const ratio = fullWeek.okPerSecond / bareWeek.okPerSecond;
      const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');
      log(`\n${formatSummaries(summaries)}`);
      log(`\n${formatCpu(summaries)}`);
      log(
        `\nbookings stored: ${stored} = ${bookingWarmup.ok} in the warm-up + ${booking.ok} measured (201) + ${stored - bookingWarmup.ok - booking.ok} still in flight when the runs stopped`,
      );
      log(`\ntargets (${settings.connections} connections):`);
      log(`  week full/bare ratio ${ratio.toFixed(2)} (target >= ${targets.weekRatio}): ${verdict(ratio >= targets.weekRatio)}`);
      log(
        `  week full-stack p99 ${fullWeek.p99.toFixed(1)} ms (target <= ${targets.weekP99Ms} ms): ${verdict(fullWeek.p99 <= targets.weekP99Ms)}`,
      );
      log(
        `  (without gzip: ${identityWeek.okPerSecond.toFixed(0)} req/s, ratio ${(identityWeek.okPerSecond / bareWeek.okPerSecond).toFixed(2)}, p99 ${identityWeek.p99.toFixed(1)} ms)`,
      );
      log(
        `  bookings ${booking.okPerSecond.toFixed(0)}/s (target >= ${targets.bookingsPerSecond}/s): ${verdict(booking.okPerSecond >= targets.bookingsPerSecond)}`,
      );
      Object.assign(report, { summaries, ratio, stored, plan, background });
    }

    if (app && runs('busy-morning') && busyProcesses === 1) {
      report.busyMorning = await runBusyMorning({
        log,
        databaseUrl: database.url,
        logFile: database.logFile,
        baseUrl: app.baseUrl,
        serverPid: app.child.pid,
        postmasterPid,
        doctors: seeded.doctors,
        firstDayOffset: firstFreeDay,
        settings: busyMorningSettings,
      });
    }
    if (runs('busy-morning') && busyProcesses > 1) {
      // Stopped first: its dispatcher would read every event the cluster's processes write.
      await app?.stop();
      report.busyMorningCluster = await runBusyMorningCluster({
        log,
        databaseUrl: database.url,
        postmasterPid,
        doctors: seeded.doctors,
        firstDayOffset: firstFreeDay,
        serverArgs,
        throwawayCluster: database.logFile !== undefined,
        settings: { ...busyMorningSettings, processes: busyProcesses, probeIntervalMs: envNumber('BENCH_BUSY_PROBE_MS', 100) },
      });
    }
    if (runs('public-booking')) {
      // Stopped first: its dispatcher would read every event the public booking's servers write.
      await app?.stop();
      report.publicBooking = await runPublicBooking({
        log,
        repoRoot,
        databaseUrl: database.url,
        postmasterPid,
        doctors: seeded.doctors,
        settings: publicBookingSettings,
        serverArgs,
        servers,
        throwawayCluster: database.logFile !== undefined,
      });
    }
    if (check) {
      const result = await runCheck({
        log,
        repoRoot,
        databaseUrl: database.url,
        postmasterPid,
        doctors: seeded.doctors,
        serverArgs,
        servers,
        settings: checkSettings,
      });
      report.check = result;
      if (!result.passed) process.exitCode = 1;
    }
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(report, null, 2));
  } finally {
    await stopAll();
    log(`\ntotal ${seconds(started)} s${settings.profileDir ? `; app server CPU profile in ${settings.profileDir}` : ''}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
