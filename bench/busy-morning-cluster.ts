import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { startCluster, type RunningCluster } from '../e2e/support/cluster';
import { formatBusyMorning } from './busy-morning';
import {
  clusterVerdicts,
  formatClusterLevels,
  formatStatementsComparison,
  formatVerdicts,
  type ClusterLevel,
  type StatementsWindow,
  type Verdict,
} from './busy-morning-cluster-report';
import { busyMorning, operations } from './busy-morning-load';
import { runProbe } from './busy-morning-probe';
import { closeSockets, preparePractices, type Practice } from './busy-morning-setup';
import { startCpuMeter, waitForQuiet } from './cpu';
import { statementsDuring } from './public-booking-profile';
import { practiceWeek } from './scenarios';
import type { SeededDoctor } from './seed';

export interface ClusterSettings {
  /** Server processes behind nginx; the same mix also runs on one process behind the same nginx, for comparison. */
  processes: number;
  practices: number;
  levels: number[];
  seconds: number;
  warmupSeconds: number;
  quietWaitSeconds: number;
  /** One probe booking (process 1 → a socket on the last process) every this many ms. */
  probeIntervalMs: number;
  /** The clients of a window counting the statements per operation on each configuration, after its levels (0: none). */
  statementsLevel: number;
}

interface Context {
  log: (message?: string) => void;
  databaseUrl: string;
  postmasterPid?: number;
  doctors: SeededDoctor[];
  firstDayOffset: number;
  /** How node runs the server (the bench's server entry, profiling flags). */
  serverArgs: string[];
  /** pg_stat_statements can be turned on (ALTER SYSTEM): the throwaway cluster. */
  throwawayCluster: boolean;
  settings: ClusterSettings;
}

const rssMb = (pid: number) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

/** Cores busy per process, nginx, PostgreSQL, the bench and the machine, and each process's largest RSS, over `seconds` from now. */
function meterCluster(cluster: RunningCluster, postmasterPid: number | undefined) {
  const pids = cluster.processes.map((running) => running.process.pid!);
  const first = startCpuMeter(pids[0], postmasterPid);
  const others = pids.slice(1).map((pid) => startCpuMeter(pid));
  const nginx = startCpuMeter(cluster.nginx.process.pid);
  const rss = pids.map(() => 0);
  const sample = () => pids.forEach((pid, i) => (rss[i] = Math.max(rss[i]!, rssMb(pid))));
  const timer = setInterval(sample, 250);
  return async (seconds: number): Promise<Pick<ClusterLevel, 'cores' | 'rssMaxMb'>> => {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    clearInterval(timer);
    sample();
    const main = first();
    const rest = others.map((meter) => meter()?.server ?? NaN);
    const proxy = nginx()?.server ?? NaN;
    return {
      cores: main && {
        processes: [main.server, ...rest],
        nginx: proxy,
        postgres: main.postgres,
        bench: main.load,
        machine: main.machine,
      },
      rssMaxMb: rss,
    };
  };
}

/** The busy morning on `count` processes behind nginx: its own cluster, practices signed in again, every level. */
async function runOn(count: number, context: Context, previous: Practice[]) {
  const { log, settings } = context;
  const week = practiceWeek(0);
  const cluster = await startCluster({
    databaseUrl: context.databaseUrl,
    processes: count,
    env: { LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    serverArgs: context.serverArgs,
  });
  let practices: Practice[] = [];
  const levels: ClusterLevel[] = [];
  let statements: StatementsWindow | undefined;
  try {
    const writer = cluster.processes[0]!;
    const listener = cluster.processes[count - 1]!;
    const prepared = performance.now();
    practices = await preparePractices({
      databaseUrl: context.databaseUrl,
      baseUrl: cluster.baseUrl,
      doctors: context.doctors,
      count: settings.practices,
      weekStart: week.from,
      // The doctors' sockets on the first process, the assistants' on the last: a write's event crosses to one of them.
      socketBaseUrls: [writer.baseUrl, listener.baseUrl],
    });
    // The same practices booked on the previous cluster: their next bookings go after those (slots, idempotency keys).
    practices.forEach((practice, i) => (practice.bookings = previous[i]?.bookings ?? 0));
    log(
      `\nbusy morning on ${count} process${count > 1 ? 'es' : ''} behind nginx: ${practices.length} practices, ${2 * practices.length} sockets (doctors' on ${writer.name}, assistants' on ${listener.name}) in ${((performance.now() - prepared) / 1000).toFixed(1)} s`,
    );
    const load = busyMorning({ baseUrl: cluster.baseUrl, practices, week, firstDayOffset: context.firstDayOffset });
    for (const clients of settings.levels) {
      await load.run(clients, settings.warmupSeconds);
      const busyBefore = await waitForQuiet(settings.quietWaitSeconds);
      const loadAverage = os.loadavg()[0]!;
      log(
        `  ${clients} clients; CPU busy beside the benchmark before: ${busyBefore === undefined ? '?' : busyBefore.toFixed(2)} cores, load average ${loadAverage.toFixed(2)}`,
      );
      const meter = meterCluster(cluster, context.postmasterPid);
      const [result, probe, measured] = await Promise.all([
        load.run(clients, settings.seconds),
        runProbe({
          databaseUrl: context.databaseUrl,
          writerUrl: writer.baseUrl,
          practices,
          load,
          intervalMs: settings.probeIntervalMs,
          seconds: settings.seconds,
        }),
        meter(settings.seconds),
      ]);
      levels.push({ processes: count, clients, busyBefore, loadAverage, load: result, probe, ...measured });
    }
    if (settings.statementsLevel > 0 && context.throwawayCluster) {
      log(`  statements counted over ${settings.seconds} s at ${settings.statementsLevel} clients...`);
      const { result, statements: counted } = await statementsDuring(context.databaseUrl, () =>
        load.run(settings.statementsLevel, settings.seconds),
      );
      const ops = operations.reduce((sum, op) => sum + result.ops[op].latencies.length, 0);
      statements = { processes: count, clients: settings.statementsLevel, ops, ...counted };
    }
  } finally {
    closeSockets(practices);
    await cluster.stop();
    rmSync(cluster.tempDir, { recursive: true, force: true });
  }
  log(`\n${formatBusyMorning(levels.map((level) => level.load))}`);
  return { levels, practices, statements };
}

/**
 * Issue 19: the busy morning on one process behind nginx, then on `processes` behind the same
 * nginx, same mix, same clients; beside the load, a probe measures commit → socket across
 * processes. Logs the tables and the verdicts.
 */
export async function runBusyMorningCluster(
  context: Context,
): Promise<{ levels: ClusterLevel[]; verdicts: Verdict[]; statements: StatementsWindow[] }> {
  const { log, settings } = context;
  if (settings.processes < 2) throw new Error(`--processes takes 2 or more (got ${settings.processes})`);
  log(
    `\nbusy morning, 1 then ${settings.processes} processes behind nginx: levels ${settings.levels.join(', ')} clients, ${settings.seconds} s each after ${settings.warmupSeconds} s of warm-up; a probe booking every ${settings.probeIntervalMs} ms`,
  );
  const single = await runOn(1, context, []);
  const several = await runOn(settings.processes, context, single.practices);
  const levels = [...single.levels, ...several.levels];
  const verdicts = clusterVerdicts(levels, settings.processes);
  const statements = [single.statements, several.statements].filter((window) => window !== undefined);
  log(`\n${formatClusterLevels(levels)}`);
  if (statements.length > 0) log(`\n${formatStatementsComparison(statements)}`);
  log(`\n${formatVerdicts(verdicts)}`);
  return { levels, verdicts, statements };
}
