import http from 'node:http';
import { practiceDay } from '../apps/server/src/lib/practice-time';
import { waitForQuiet } from './cpu';
import { formatCpu, formatSummaries, runLoad, type LoadSummary } from './load';
import { freePort, startServerProcess, type ServerProcess } from './processes';
import { runBurst, type BurstResult } from './public-booking-burst';
import { formatBurst, formatEvents, formatStatementCounts } from './public-booking-report';
import { prepareEvents, runEventPhase, type EventPhase } from './public-booking-events';
import { profileSlots, statementsDuring, type SlotsProfile, type StatementCount } from './public-booking-profile';
import { runPacedLoad } from './paced-load';
import { offeredSlots, percentile, rotatingSlotsRequest, slotsRequestOf } from './public-booking-requests';
import { setPublicPracticeWeek, type SeededDoctor } from './seed';

export interface PublicBookingSettings {
  connections: number;
  warmupSeconds: number;
  quietWaitSeconds: number;
  slotsSeconds: number;
  /** Requests per second of the second, open-loop, free-slots run (0: none). */
  slotsRate: number;
  /** Patients booking the same hour of one doctor at once. */
  burst: number;
  /** Bookings per event phase, sent at `eventRate` per second. */
  eventBookings: number;
  eventRate: number;
  /** Doctors watching their calendar on process B. */
  eventDoctors: number;
  /** Connections of the page-read load beside the second event phase, split over A and B. */
  loadConnections: number;
  /**
   * Page reads per second of that load, over A and B together (open loop); 0: as fast as they
   * answer (closed loop, both cores saturated).
   */
  loadRate: number;
}

export const publicBookingTargets = { slotsP99Ms: 20, eventP99Ms: 100 };

export interface PublicBookingReport {
  profile: SlotsProfile;
  slots: LoadSummary;
  pacedSlots?: LoadSummary;
  burst: BurstResult;
  events: EventPhase[];
  eventLoad: LoadSummary[];
  /** The statements both servers sent during a third steady phase (pg_stat_statements on). */
  steadyStatements?: { total: number; totalMs: number; top: StatementCount[] };
}

/**
 * Issue 15, "Speed": the patient's page under the seeded dataset. Runs after the other parts (it
 * replaces the doctors' week with the public one), on two app servers of its own started with a
 * cheap proof of work and TRUST_PROXY (each simulated patient has its own X-Forwarded-For).
 */
export async function runPublicBooking(context: {
  log: (message?: string) => void;
  repoRoot: string;
  databaseUrl: string;
  postmasterPid?: number;
  doctors: SeededDoctor[];
  settings: PublicBookingSettings;
  serverArgs: string[];
  /** pg_stat_statements may be turned on (ALTER SYSTEM): not on BENCH_DATABASE_URL. */
  throwawayCluster: boolean;
  /** Servers started here are added, so that the caller stops them on failure or Ctrl-C. */
  servers: ServerProcess[];
}): Promise<PublicBookingReport> {
  const { log, settings, doctors } = context;
  const { blocks } = await setPublicPracticeWeek(context.databaseUrl);
  log(`\npublic booking (issue 15): ${doctors.length} pages on, ${blocks} schedule blocks (Sunday-Thursday 08:00-18:00 cabinet)`);
  const start = async (name: string) => {
    const server = await startServerProcess({
      name,
      cwd: context.repoRoot,
      args: context.serverArgs,
      env: {
        DATABASE_URL: context.databaseUrl,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        PROOF_OF_WORK_COST: '1',
        PROOF_OF_WORK_MAX_COUNTER: '20',
      },
      port: await freePort(),
      healthPath: '/healthz',
    });
    context.servers.push(server);
    return server;
  };
  const a = await start('public booking server A');

  const probeAgent = new http.Agent({ keepAlive: true });
  const probe = await offeredSlots(a.baseUrl, probeAgent, doctors[0]!);
  probeAgent.destroy();
  const offered = probe.days.reduce((sum, day) => sum + day.slots.length, 0);
  log(
    `  doctor 0's page offers ${offered} slots over ${probe.days.length} days (${probe.from} to ${probe.to}), ${(JSON.stringify(probe).length / 1024).toFixed(1)} KiB of JSON`,
  );
  const profile = await profileSlots(context.databaseUrl, doctors[0]!);
  log(
    `  one request, outside the server: loadSlots ${profile.loadMs.toFixed(2)} ms (round trip, ${profile.busy} live appointments, ${profile.blocks} blocks), freeSlotsOf ${profile.computeMs.toFixed(2)} ms (${profile.freeSlots} slots)`,
  );
  log(
    `\nEXPLAIN ANALYZE of the slots query, generic plan (a prepared statement's, after 5 runs):\n${profile.genericPlan.replace(/^/gm, '  ')}`,
  );
  log(`\n  custom plan (with the parameters):\n${profile.customPlan.replace(/^/gm, '  ')}`);

  // 1. Free slots, rotating over the doctors.
  const slotsLoad = (name: string, seconds: number) =>
    runLoad({
      name,
      url: a.baseUrl,
      serverPid: a.child.pid,
      postmasterPid: context.postmasterPid,
      connections: settings.connections,
      seconds,
      expectedStatus: 200,
      request: rotatingSlotsRequest(doctors),
      readRefusals: true,
    });
  log(
    `\nfree slots, ${settings.connections} connections, ${settings.slotsSeconds} s after ${settings.warmupSeconds} s of warm-up...`,
  );
  await slotsLoad('warm-up', settings.warmupSeconds);
  const busy = await waitForQuiet(settings.quietWaitSeconds);
  log(`  CPU busy beside the benchmark before: ${busy === undefined ? '?' : busy.toFixed(2)} cores`);
  const slots = await slotsLoad('free slots, 4 weeks', settings.slotsSeconds);
  // The same at a steady arrival rate (open loop): what a patient waits when the page is busy but the server is not saturated.
  const pacedSlots =
    settings.slotsRate > 0
      ? await runPacedLoad({
          name: `free slots at ${settings.slotsRate}/s`,
          url: a.baseUrl,
          rate: settings.slotsRate,
          seconds: settings.slotsSeconds,
          connections: settings.connections,
          expectedStatus: 200,
          request: slotsRequestOf(doctors),
          serverPid: a.child.pid,
          postmasterPid: context.postmasterPid,
        })
      : undefined;
  const slotRuns = pacedSlots ? [slots, pacedSlots] : [slots];

  // 2. Many patients, one hour.
  log(`\n${settings.burst} patients book the same hour of one doctor at once...`);
  const burst = await runBurst({
    baseUrl: a.baseUrl,
    databaseUrl: context.databaseUrl,
    doctor: doctors.at(-1)!,
    requests: settings.burst,
    today: practiceDay(new Date()),
    serverPid: a.child.pid,
    postmasterPid: context.postmasterPid,
  });

  // 3. Bookings on A, events on B.
  const b = await start('public booking server B');
  const watched = doctors.slice(0, Math.min(settings.eventDoctors, doctors.length - 1));
  const setup = await prepareEvents({ baseUrlA: a.baseUrl, baseUrlB: b.baseUrl, doctors: watched });
  log(
    `\nevents across processes: ${watched.length} doctors signed in on B with the calendar's socket open, ${setup.queue.length} free slots of theirs; ${settings.eventBookings} public bookings on A at ${settings.eventRate}/s, quiet then under load...`,
  );
  const eventLoad: LoadSummary[] = [];
  const pids = { a: a.child.pid, b: b.child.pid, postmaster: context.postmasterPid };
  const events: EventPhase[] = [];
  let steadyStatements: PublicBookingReport['steadyStatements'];
  try {
    await waitForQuiet(settings.quietWaitSeconds);
    events.push(
      await runEventPhase({
        name: `steady ${settings.eventRate}/s`,
        setup,
        baseUrlA: a.baseUrl,
        bookings: settings.eventBookings,
        rate: settings.eventRate,
        firstPatient: 0,
        pids,
      }),
    );
    await waitForQuiet(settings.quietWaitSeconds);
    const half = Math.max(1, Math.floor(settings.loadConnections / 2));
    const loadRate = settings.loadRate;
    const pace = loadRate > 0 ? `${loadRate} reads/s` : 'closed loop';
    const readsOn = (server: ServerProcess, seconds: number) => {
      const common = {
        name: `page reads on ${server.name.slice(-1)} beside`,
        url: server.baseUrl,
        serverPid: server.child.pid,
        postmasterPid: context.postmasterPid,
        connections: half,
        seconds,
        expectedStatus: 200,
      };
      return loadRate > 0
        ? runPacedLoad({ ...common, rate: loadRate / 2, request: slotsRequestOf(doctors) })
        : runLoad({ ...common, request: rotatingSlotsRequest(doctors), readRefusals: true });
    };
    events.push(
      await runEventPhase({
        name: `${settings.eventRate}/s + page reads (${pace}, ${2 * half} conn.)`,
        setup,
        baseUrlA: a.baseUrl,
        bookings: settings.eventBookings,
        rate: settings.eventRate,
        firstPatient: 10_000,
        pids,
        during: async (seconds) => eventLoad.push(...(await Promise.all([readsOn(a, seconds), readsOn(b, seconds)]))),
      }),
    );
    if (context.throwawayCluster) {
      // Once more at the steady pace, pg_stat_statements counting (not in the verdicts).
      const counted = await statementsDuring(context.databaseUrl, () =>
        runEventPhase({
          name: `steady ${settings.eventRate}/s, statements counted`,
          setup,
          baseUrlA: a.baseUrl,
          bookings: settings.eventBookings,
          rate: settings.eventRate,
          firstPatient: 20_000,
          pids,
        }),
      );
      events.push(counted.result);
      steadyStatements = counted.statements;
    }
  } finally {
    setup.close();
    await Promise.all([a.stop(), b.stop()]);
  }

  log(`\n${formatSummaries([...slotRuns, ...eventLoad])}`);
  log(`\n${formatCpu([...slotRuns, ...eventLoad])}`);
  log(`\n${formatBurst(burst)}`);
  log(`\n${formatEvents(events)}`);
  if (steadyStatements) log(`\n${formatStatementCounts(steadyStatements, events[2]!)}`);
  const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');
  log(`\ntargets (public booking):`);
  log(
    `  free slots p99 ${slots.p99.toFixed(1)} ms at ${slots.okPerSecond.toFixed(0)} req/s, ${settings.connections} connections (target < ${publicBookingTargets.slotsP99Ms} ms): ${verdict(slots.p99 < publicBookingTargets.slotsP99Ms)}`,
  );
  if (pacedSlots)
    log(
      `  (free slots at a steady ${settings.slotsRate} req/s, open loop: p50 ${pacedSlots.p50.toFixed(1)} ms, p99 ${pacedSlots.p99.toFixed(1)} ms)`,
    );
  log(
    `  ${burst.requests} patients on one hour: one 201 per slot, every other 409 slotAlreadyBooked, one appointment per slot stored: ${burst.passed ? 'PASS' : `FAIL (${burst.why.join('; ')})`}`,
  );
  for (const phase of events.slice(0, 2)) {
    const p99 = percentile(phase.fromAnswer, 99);
    const complete = phase.missing === 0 && phase.fromAnswer.length > 0;
    log(
      `  event A -> B, ${phase.name}: p99 ${p99.toFixed(1)} ms from the answer (${percentile(phase.fromSending, 99).toFixed(1)} from the sending), ${phase.missing} missing (target < ${publicBookingTargets.eventP99Ms} ms, none missing): ${verdict(complete && p99 < publicBookingTargets.eventP99Ms)}`,
    );
  }
  return { profile, slots, pacedSlots, burst, events, eventLoad, steadyStatements };
}
