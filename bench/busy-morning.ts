import { busyMorning, operations, type LevelResult } from './busy-morning-load';
import { closeSockets, preparePractices } from './busy-morning-setup';
import { waitForQuiet } from './cpu';
import { formatStatements, startStatementsWindow, type StatementsReport } from './pg-statements';
import { practiceWeek } from './scenarios';
import type { SeededDoctor } from './seed';

export interface BusyMorningSettings {
  practices: number;
  levels: number[];
  seconds: number;
  warmupSeconds: number;
  quietWaitSeconds: number;
  /** The level pg_stat_statements and auto_explain watch, in a run of its own after the measured ones (0: none). */
  statementsLevel: number;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * The busy morning of issue 13: per practice a doctor and an assistant signed in with
 * sockets open, closed loop at each level of clients. Returns the results and the statements
 * report, and logs as it goes.
 */
export async function runBusyMorning(context: {
  log: (message?: string) => void;
  databaseUrl: string;
  logFile?: string;
  baseUrl: string;
  serverPid?: number;
  postmasterPid?: number;
  doctors: SeededDoctor[];
  firstDayOffset: number;
  settings: BusyMorningSettings;
}): Promise<{ levels: LevelResult[]; statements?: StatementsReport }> {
  const { log, settings } = context;
  const week = practiceWeek(0);
  const prepared = performance.now();
  const practices = await preparePractices({
    databaseUrl: context.databaseUrl,
    baseUrl: context.baseUrl,
    doctors: context.doctors,
    count: settings.practices,
    weekStart: week.from,
  });
  log(
    `\nbusy morning: ${practices.length} practices, ${2 * practices.length} sessions signed in with sockets open in ${((performance.now() - prepared) / 1000).toFixed(1)} s; levels ${settings.levels.join(', ')} clients, ${settings.seconds} s each after ${settings.warmupSeconds} s of warm-up`,
  );
  const load = busyMorning({ baseUrl: context.baseUrl, practices, week, firstDayOffset: context.firstDayOffset });
  const measure = { serverPid: context.serverPid, postmasterPid: context.postmasterPid };
  const levels: LevelResult[] = [];
  let statements: StatementsReport | undefined;
  try {
    for (const clients of settings.levels) {
      await load.run(clients, settings.warmupSeconds);
      const busy = await waitForQuiet(settings.quietWaitSeconds);
      log(`  ${clients} clients; CPU busy beside the benchmark before: ${busy === undefined ? '?' : busy.toFixed(2)} cores`);
      levels.push(await load.run(clients, settings.seconds, measure));
    }
    if (settings.statementsLevel > 0 && context.logFile) {
      log(`  pg_stat_statements and auto_explain over ${settings.seconds} s at ${settings.statementsLevel} clients...`);
      const stop = await startStatementsWindow(context.databaseUrl, context.logFile);
      await load.run(settings.statementsLevel, settings.seconds);
      statements = await stop();
    }
  } finally {
    closeSockets(practices);
  }
  log(`\n${formatBusyMorning(levels)}`);
  if (statements) log(`\nbusy morning at ${settings.statementsLevel} clients, ${formatStatements(statements)}`);
  else if (settings.statementsLevel > 0) log('\n(statements not profiled: the database is not the throwaway cluster)');
  return { levels, statements };
}

export function formatBusyMorning(levels: LevelResult[]): string {
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  const header = [
    'clients',
    'ops/s',
    ...operations.map((op) => `${op} /s p50/p99`),
    'event p50/p99',
    'after send',
    'server',
    'postgres',
    'machine',
    'RSS MB',
  ];
  const rows = levels.map((level) => {
    const total = operations.reduce((sum, op) => sum + level.ops[op].latencies.length, 0);
    return [
      String(level.clients),
      (total / level.seconds).toFixed(0),
      ...operations.map((op) => {
        const { latencies } = level.ops[op];
        return `${(latencies.length / level.seconds).toFixed(0)} ${ms(percentile(latencies, 50))}/${ms(percentile(latencies, 99))}`;
      }),
      `${ms(percentile(level.eventDelays, 50))}/${ms(percentile(level.eventDelays, 99))}`,
      `${ms(percentile(level.eventAfterSend, 50))}/${ms(percentile(level.eventAfterSend, 99))}`,
      level.cpu ? level.cpu.server.toFixed(2) : '-',
      level.cpu?.postgres !== undefined ? level.cpu.postgres.toFixed(2) : '-',
      level.cpu ? level.cpu.machine.toFixed(2) : '-',
      level.serverRssMaxMb !== undefined ? level.serverRssMaxMb.toFixed(0) : '-',
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
  const errors = levels.map((level) => {
    const refusals = operations.flatMap((op) =>
      Object.entries(level.ops[op].errors).map(([key, count]) => `${op} ${key}: ${count}`),
    );
    const early = level.eventDelays.filter((delay) => delay < 0).length;
    return `  ${level.clients} clients: errors ${refusals.length > 0 ? refusals.join(', ') : 'none'}; events ${level.eventDelays.length} matched (${early} before the answer), ${level.missingEvents} missing`;
  });
  return [
    "busy morning (ops/s of 2xx answers; latencies in ms; event = from a write's answer to its socket event at the",
    "practice's other session, negative when the event came first; after send = from the write's sending to that event; server/postgres/machine in cores busy; RSS = server max):",
    line(header),
    ...rows.map(line),
    ...errors,
  ].join('\n');
}
