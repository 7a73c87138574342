import { percentile } from './busy-morning';
import { operations, type LevelResult } from './busy-morning-load';
import type { ProbeResult } from './busy-morning-probe';
import type { StatementCount } from './public-booking-profile';

export interface ClusterLevel {
  processes: number;
  clients: number;
  /** Cores busy beside the bench just before the level (other work on the machine), and the 1-minute load average then. */
  busyBefore: number | undefined;
  loadAverage: number;
  load: LevelResult;
  probe: ProbeResult;
  cores?: { processes: number[]; nginx: number; postgres?: number; bench: number; machine: number };
  rssMaxMb: number[];
}

/** The statements PostgreSQL ran during a window of the mix (pg_stat_statements, track = top). */
export interface StatementsWindow {
  processes: number;
  clients: number;
  /** Operations of the mix answered 2xx in the window. */
  ops: number;
  total: number;
  totalMs: number;
  /** The most called. */
  top: StatementCount[];
}

export interface Verdict {
  target: string;
  measured: string;
  /** undefined: the measured bounds lie on both sides of the target. */
  met: boolean | undefined;
}

/** Issue 19's targets. */
export const clusterTargets = { p99Clients: 32, p99Ms: 50, crossProcessP99Ms: 100 };

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const cores = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(2));
export const opsPerSecond = (load: LevelResult) =>
  operations.reduce((sum, op) => sum + load.ops[op].latencies.length, 0) / load.seconds;

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
  return [line(header), ...rows.map(line)];
}

/** Other work beside the bench (and kernel work charged to no process), then CPU ms per operation: the servers, and with PostgreSQL and nginx. */
function cpuPerOperation({ cores: c, load }: ClusterLevel): string[] {
  if (!c) return ['-', '-', '-'];
  const servers = c.processes.reduce((sum, value) => sum + value, 0);
  const perOp = (busy: number) => ((1000 * busy) / opsPerSecond(load)).toFixed(2);
  return [
    cores(c.machine - servers - c.nginx - (c.postgres ?? 0) - c.bench),
    perOp(servers),
    perOp(servers + c.nginx + (c.postgres ?? 0)),
  ];
}

/** Per level: throughput against one process, the probe's delays, where the CPU went. */
export function formatClusterLevels(levels: ClusterLevel[]): string {
  const singleOps = (clients: number) => levels.find((level) => level.processes === 1 && level.clients === clients);
  const throughput = table(
    ['processes', 'clients', 'ops/s', 'vs 1 process', ...operations.map((op) => `${op} p99`), 'beside', 'load avg'],
    levels.map((level) => {
      const single = singleOps(level.clients);
      return [
        String(level.processes),
        String(level.clients),
        opsPerSecond(level.load).toFixed(0),
        single ? (opsPerSecond(level.load) / opsPerSecond(single.load)).toFixed(2) : '-',
        ...operations.map((op) => ms(percentile(level.load.ops[op].latencies, 99))),
        cores(level.busyBefore),
        level.loadAverage.toFixed(2),
      ];
    }),
  );
  const probe = table(
    [
      'processes',
      'clients',
      'probes',
      'answers',
      'booking p50/p99',
      'after answer p50/p95/p99/max',
      'after commit p50/p95/p99/max',
      'after sending p50/p99',
      'missing',
    ],
    levels.map(({ processes, clients, probe: p }) => [
      String(processes),
      String(clients),
      String(p.sent),
      Object.entries(p.outcomes)
        .map(([key, count]) => `${key}: ${count}`)
        .join(', '),
      `${ms(percentile(p.bookingLatencies, 50))}/${ms(percentile(p.bookingLatencies, 99))}`,
      [50, 95, 99, 100].map((q) => ms(percentile(p.fromAnswer, q))).join('/'),
      [50, 95, 99, 100].map((q) => ms(percentile(p.fromCommit ?? [], q))).join('/'),
      [50, 99].map((q) => ms(percentile(p.fromSending, q))).join('/'),
      String(p.missing),
    ]),
  );
  const most = Math.max(...levels.map((level) => level.processes));
  const cpu = table(
    [
      'processes',
      'clients',
      ...Array.from({ length: most }, (_, i) => `server-${i + 1}`),
      'nginx',
      'postgres',
      'bench',
      'machine',
      'other',
      'servers ms/op',
      'all ms/op',
      'RSS MB',
    ],
    levels.map((level) => [
      String(level.processes),
      String(level.clients),
      ...Array.from({ length: most }, (_, i) => cores(level.cores?.processes[i])),
      cores(level.cores?.nginx),
      cores(level.cores?.postgres),
      cores(level.cores?.bench),
      cores(level.cores?.machine),
      ...cpuPerOperation(level),
      level.rssMaxMb.map((mb) => mb.toFixed(0)).join('/'),
    ]),
  );
  return [
    'busy morning behind nginx (ops/s of 2xx answers of the mix, the probe excluded; vs 1 process = ops/s over the',
    "1-process run's at the same clients; p99 in ms; beside = cores busy on the machine beside the bench before the level):",
    ...throughput,
    '',
    'probe: a booking every interval straight to server-1, its BOOKED event awaited on a socket held by the last process',
    "(with 1 process, the same one); ms. after commit = from the booking's commit (PostgreSQL's commit timestamp, wall clock,",
    "to the ms) to the event; its bounds: after answer = from the 201's arrival here (lower), after sending (upper):",
    ...probe,
    '',
    'cores busy over each measured level (bench = the load generator, the probe and the sockets; other = the machine beside',
    'all these: other programs, and kernel work charged to no process; servers ms/op = CPU of the server processes per',
    'operation of the mix, all = with PostgreSQL and nginx; RSS = each server max):',
    ...cpu,
  ].join('\n');
}

export function clusterVerdicts(levels: ClusterLevel[], processes: number): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const level of levels.filter((l) => l.processes === processes)) {
    const single = levels.find((l) => l.processes === 1 && l.clients === level.clients);
    if (single) {
      const ratio = opsPerSecond(level.load) / opsPerSecond(single.load);
      verdicts.push({
        target: `${level.clients} clients: throughput on ${processes} processes >= on 1`,
        measured: `${opsPerSecond(level.load).toFixed(0)} vs ${opsPerSecond(single.load).toFixed(0)} ops/s (x${ratio.toFixed(2)})`,
        met: ratio >= 1,
      });
    }
    if (level.clients === clusterTargets.p99Clients) {
      const p99s = operations.map((op) => [op, percentile(level.load.ops[op].latencies, 99)] as const);
      verdicts.push({
        target: `${level.clients} clients: every p99 < ${clusterTargets.p99Ms} ms`,
        measured: p99s.map(([op, p99]) => `${op} ${ms(p99)}`).join(', '),
        met: p99s.every(([, p99]) => p99 < clusterTargets.p99Ms),
      });
    }
    const { probe } = level;
    const lower = percentile(probe.fromAnswer, 99);
    const upper = percentile(probe.fromSending, 99);
    const limit = clusterTargets.crossProcessP99Ms;
    const complete = probe.missing === 0 && probe.fromAnswer.length > 0;
    const counted = `${probe.fromAnswer.length} events, ${probe.missing} missing`;
    verdicts.push(
      probe.fromCommit
        ? {
            target: `${level.clients} clients: commit → other process's socket p99 < ${limit} ms, none missing`,
            measured: `p99 ${ms(percentile(probe.fromCommit, 99))} ms (${ms(lower)} after the answer), ${counted}`,
            met: complete && percentile(probe.fromCommit, 99) < limit,
          }
        : {
            target: `${level.clients} clients: commit → other process's socket p99 < ${limit} ms, none missing (no commit timestamps: bounds)`,
            measured: `p99 between ${ms(lower)} (after the answer) and ${ms(upper)} ms (after sending), ${counted}`,
            met: !complete || lower >= limit ? false : upper < limit ? true : undefined,
          },
    );
  }
  if (!levels.some((l) => l.processes === processes && l.clients === clusterTargets.p99Clients))
    verdicts.push({
      target: `every p99 < ${clusterTargets.p99Ms} ms at ${clusterTargets.p99Clients} clients`,
      measured: 'level not run',
      met: false,
    });
  return verdicts;
}

export const formatVerdicts = (verdicts: Verdict[]) =>
  [
    'targets (issue 19):',
    ...verdicts.map(
      (v) => `  ${v.target}: ${v.measured}: ${v.met === undefined ? 'UNDECIDED (between the bounds)' : v.met ? 'MET' : 'MISSED'}`,
    ),
  ].join('\n');

/** Per operation of the mix, the statements of each configuration: what the other processes add. */
export function formatStatementsComparison(windows: StatementsWindow[]): string {
  const perOp = (window: StatementsWindow, calls: number) => (window.ops > 0 ? (calls / window.ops).toFixed(2) : '-');
  const queries = [...new Set(windows.flatMap((window) => window.top.slice(0, 12).map((s) => s.query)))];
  const rows = queries.map((query) => [
    ...windows.map((window) => perOp(window, window.top.find((s) => s.query === query)?.calls ?? 0)),
    query.slice(0, 130) + (query.length > 130 ? '…' : ''),
  ]);
  const header = [...windows.map((window) => `${window.processes} proc.`), 'query'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < windows.length ? cell.padStart(widths[i]!) : cell)).join('  ');
  return [
    `statements per operation of the mix (pg_stat_statements, track = top; the most called of each run, 0.00: not among them), ${windows[0]!.clients} clients:`,
    ...windows.map(
      (window) =>
        `  ${window.processes} process${window.processes > 1 ? 'es' : ''}: ${window.ops} operations, ${perOp(window, window.total)} statements and ${window.ops > 0 ? (window.totalMs / window.ops).toFixed(2) : '-'} ms of PostgreSQL each`,
    ),
    line(header),
    ...rows.map(line),
  ].join('\n');
}
