import http from 'node:http';
import pg from 'pg';
import type { AutocannonRequest } from 'autocannon';
import { formatVerdicts, verdictsOf, type RatioName, type RatioVerdict } from './check-floors';
import { waitForQuiet } from './cpu';
import { formatCpu, formatSummaries, runLoad, type LoadSummary } from './load';
import { freePort, startServerProcess, type ServerProcess } from './processes';
import { profileSlots } from './public-booking-profile';
import { offeredSlots, rotatingSlotsRequest } from './public-booking-requests';
import { bareBookingRequests, bookingRequests, rotatingWeekRequest, weekTargets, type SignedInDoctor } from './scenarios';
import { setPublicPracticeWeek, type SeededDoctor } from './seed';
import { bareBookingEvents } from './booking-statements';
import { signIn } from './sign-in';
import { compareWeekAnswers } from './week-probe';
import { explainWeek } from './week-query';

export interface CheckSettings {
  connections: number;
  /** Measured seconds of each side of a comparison, after `warmupSeconds`. */
  seconds: number;
  /** A comparison alternates bare and full this many times, `seconds / rounds` each; its ratio is the rounds' median. */
  rounds: number;
  warmupSeconds: number;
  quietWaitSeconds: number;
}

export interface CheckReport {
  summaries: LoadSummary[];
  /** Each comparison's ratio per round. */
  rounds: Record<RatioName, number[]>;
  ratios: Record<RatioName, number>;
  verdicts: RatioVerdict[];
  passed: boolean;
}

/** Bookings go after the free slots' 4 weeks and the weeks read (they change neither); the app's far after the bare handler's. */
const firstBookingDay = { bare: 29, full: 229 };

/**
 * Issue 19's check, on a small seeded dataset: the week read (as cached, and a first read of
 * each week), the booking and the free slots, each on the full stack and on the bare handler
 * running the same SQL; every ratio against its floor (check-floors.ts). Each comparison
 * alternates bare and full in short rounds, so that other work on the machine weighs on both
 * sides alike, and takes the median round. The bare bookings' events are of a kind and on a
 * channel the app ignores, and are deleted after each bare round: the app server, idle beside
 * it, does none of their work.
 */
export async function runCheck(context: {
  log: (message?: string) => void;
  repoRoot: string;
  databaseUrl: string;
  postmasterPid?: number;
  doctors: SeededDoctor[];
  serverArgs: string[];
  /** Servers started here are added, so that the caller stops them on failure or Ctrl-C. */
  servers: ServerProcess[];
  settings: CheckSettings;
}): Promise<CheckReport> {
  const { log, settings, doctors } = context;
  const summaries: LoadSummary[] = [];
  const start = async (name: string, args: string[], env: Record<string, string>) => {
    const server = await startServerProcess({
      name,
      cwd: context.repoRoot,
      args,
      env,
      port: await freePort(),
      healthPath: '/healthz',
    });
    context.servers.push(server);
    return server;
  };
  const load = async (name: string, side: Side, seconds: number) => {
    const summary = await runLoad({
      name,
      url: side.server.baseUrl,
      serverPid: side.server.child.pid,
      postmasterPid: context.postmasterPid,
      connections: settings.connections,
      seconds,
      expectedStatus: side.expectedStatus,
      request: side.request,
      readRefusals: true,
    });
    await side.afterRun?.();
    return summary;
  };
  /** Bare and full in turn, `rounds` times after a warm-up of each: the ratio of each round. */
  const compare = async (name: string, bare: Side, full: Side) => {
    await load(`${name}, bare, warm-up`, bare, settings.warmupSeconds);
    await load(`${name}, full, warm-up`, full, settings.warmupSeconds);
    const seconds = Math.max(1, Math.round(settings.seconds / settings.rounds));
    const busy = await waitForQuiet(settings.quietWaitSeconds);
    log(`  ${name}: ${busy === undefined ? '?' : busy.toFixed(2)} cores busy beside the check before its rounds`);
    const ratios: number[] = [];
    const ok = { bare: 0, full: 0 };
    for (let round = 1; round <= settings.rounds; round++) {
      const bareRun = await load(`${name}, bare (${round})`, bare, seconds);
      const fullRun = await load(`${name}, full stack (${round})`, full, seconds);
      summaries.push(bareRun, fullRun);
      ok.bare += bareRun.ok;
      ok.full += fullRun.ok;
      ratios.push(fullRun.okPerSecond / bareRun.okPerSecond);
      log(
        `  ${name} round ${round}: bare ${bareRun.okPerSecond.toFixed(0)} req/s, full ${fullRun.okPerSecond.toFixed(0)} req/s, ratio ${ratios.at(-1)!.toFixed(2)}`,
      );
    }
    return { ratios, ok };
  };
  log(
    `\ncheck (issue 19): ${settings.connections} connections; each comparison ${settings.warmupSeconds} s of warm-up per side, then ${settings.rounds} rounds of ${settings.seconds} s per side in all`,
  );

  const bare = await start('bare server', ['--import', 'tsx', 'bench/bare-server.ts'], {
    BENCH_BARE_DATABASE_URL: context.databaseUrl,
  });
  // TRUST_PROXY: each simulated patient reads from its own X-Forwarded-For, under the read limit per address.
  const app = await start('app server', context.serverArgs, {
    DATABASE_URL: context.databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
  });
  const tokens = await signIn(app.baseUrl, doctors);
  const signedIn: SignedInDoctor[] = doctors.map((doctor, i) => ({ ...doctor, token: tokens[i]! }));

  const runId = Date.now().toString(36);
  const booking = await compare(
    'booking',
    {
      server: bare,
      request: bareBookingRequests(doctors, `${runId}-bare`, firstBookingDay.bare).request,
      expectedStatus: 201,
      afterRun: () => dropBareEvents(context.databaseUrl),
    },
    {
      server: app,
      request: bookingRequests(signedIn, runId, firstBookingDay.full).request,
      expectedStatus: 201,
      // The events' work the app does after its answers (consumers, jobs) ends before the bare round.
      afterRun: () => new Promise((resolve) => setTimeout(resolve, 500)),
    },
  );
  const stored = await countBookings(context.databaseUrl, runId);
  log(
    `  bookings stored: ${stored.bare} bare (${booking.ok.bare} measured 201), ${stored.full} full stack (${booking.ok.full} measured 201)`,
  );
  if (stored.bare < booking.ok.bare || stored.full < booking.ok.full)
    throw new Error('a 201 was answered for a booking not stored');

  const weeks = weekTargets(signedIn, 20, [-2, -1, 0, 1, 2]);
  const answers = await compareWeekAnswers(app.baseUrl, bare.baseUrl, weeks[2]!);
  log(`\n  a week holds ${answers.appointments} appointments (the same from both servers)`);
  log(
    `  EXPLAIN ANALYZE of the week query (this week):\n${(await explainWeek(context.databaseUrl, weeks[2]!)).replace(/^/gm, '    ')}\n`,
  );
  const week = await compare(
    'week',
    { server: bare, request: rotatingWeekRequest(weeks, false), expectedStatus: 200 },
    { server: app, request: rotatingWeekRequest(weeks, true), expectedStatus: 200 },
  );
  // The path behind the cache: a first read of each week (an N+1 there hides behind hits above).
  const weekUncached = await compare(
    'week uncached',
    { server: bare, request: rotatingWeekRequest(weeks, false, { uncached: true }), expectedStatus: 200 },
    { server: app, request: rotatingWeekRequest(weeks, true, { uncached: true }), expectedStatus: 200 },
  );

  await setPublicPracticeWeek(context.databaseUrl);
  const agent = new http.Agent({ keepAlive: true });
  const offered = await offeredSlots(app.baseUrl, agent, doctors[0]!);
  agent.destroy();
  const profile = await profileSlots(context.databaseUrl, doctors[0]!);
  log(
    `\n  doctor 0's page offers ${offered.days.reduce((sum, day) => sum + day.slots.length, 0)} slots; the slots query reads ${profile.busy} live appointments`,
  );
  log(`  EXPLAIN ANALYZE of the slots query, generic plan:\n${profile.genericPlan.replace(/^/gm, '    ')}\n`);
  const freeSlots = await compare(
    'free slots',
    { server: bare, request: rotatingSlotsRequest(doctors, true), expectedStatus: 200 },
    { server: app, request: rotatingSlotsRequest(doctors), expectedStatus: 200 },
  );

  log(`\n${formatSummaries(summaries)}`);
  log(`\n${formatCpu(summaries)}`);
  const rounds = {
    week: week.ratios,
    weekUncached: weekUncached.ratios,
    booking: booking.ratios,
    freeSlots: freeSlots.ratios,
  };
  const verdicts = verdictsOf(rounds);
  const ratios = Object.fromEntries(verdicts.map((v) => [v.name, v.ratio])) as Record<RatioName, number>;
  const passed = verdicts.every((v) => v.passed);
  log(
    `\nratios (full-stack req/s over the bare handler's on the same SQL, the median round) against their floors (bench/check-floors.ts):`,
  );
  log(formatVerdicts(verdicts));
  const under = verdicts.filter((v) => !v.passed).map((v) => v.name);
  log(
    passed
      ? '\ncheck PASSED'
      : `\ncheck FAILED: ${under.join(', ')} under its floor. Either the full stack regressed (the reason beside the ratio), or the machine was too busy to measure: see the cores busy beside each comparison above.`,
  );
  return { summaries, rounds, ratios, verdicts, passed };
}

/** What one side of a comparison sends, where, the status that counts as served, and what follows each run. */
interface Side {
  server: ServerProcess;
  request: AutocannonRequest;
  expectedStatus: number;
  afterRun?: () => Promise<unknown>;
}

/** The bare bookings' events, gone before the app's dispatcher or consumers could read the log past them. */
async function dropBareEvents(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from domain_events where kind = $1', [bareBookingEvents.kind]);
  } finally {
    await client.end();
  }
}

async function countBookings(databaseUrl: string, runId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bare: number; full: number }>(
      `select count(*) filter (where client_ui_id like $1)::int as bare,
              count(*) filter (where client_ui_id like $2 and client_ui_id not like $1)::int as full
       from appointments where client_ui_id like $2`,
      [`bench-${runId}-bare-%`, `bench-${runId}-%`],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}
