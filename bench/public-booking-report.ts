import type { BurstResult } from './public-booking-burst';
import type { EventPhase } from './public-booking-events';
import type { StatementCount } from './public-booking-profile';
import { percentile } from './public-booking-requests';

/** The public booking part's tables: the burst, the event phases, the statements counted. */
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const counts = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');

export function formatBurst(burst: BurstResult): string {
  return [
    `${burst.requests} patients at once on doctor ${burst.doctor}, ${burst.day} 17:00-18:00 (3 slots), each with its own connection, address, phone and solved proof of work:`,
    `  answers: ${counts(burst.outcomes)}`,
    `  latency from sending: p50 ${ms(burst.p50)} ms, p99 ${ms(burst.p99)} ms, max ${ms(burst.max)} ms; all ${burst.requests} answered in ${ms(burst.wallMs)} ms`,
    `  cores busy meanwhile: server ${burst.cpu ? burst.cpu.server.toFixed(2) : '-'}, postgres ${burst.cpu?.postgres !== undefined ? burst.cpu.postgres.toFixed(2) : '-'}, machine ${burst.cpu ? burst.cpu.machine.toFixed(2) : '-'}`,
    `  stored (live appointments per slot): ${Object.entries(burst.stored)
      .map(([slot, n]) => `${slot.slice(11, 16)}Z ${n}`)
      .join(', ')}`,
  ].join('\n');
}

export function formatEvents(phases: EventPhase[]): string {
  const header = [
    'phase',
    'answers',
    'booking p50/p99',
    'events',
    'missing',
    'after answer p50/p99/max',
    'after sending p50/p99/max',
    'cores A',
    'B',
    'postgres',
    'machine',
  ];
  const triple = (values: number[]) =>
    `${ms(percentile(values, 50))}/${ms(percentile(values, 99))}/${ms(percentile(values, 100))}`;
  const fixed2 = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
  const rows = phases.map((phase) => [
    phase.name,
    counts(phase.outcomes),
    `${ms(percentile(phase.bookingLatencies, 50))}/${ms(percentile(phase.bookingLatencies, 99))}`,
    String(phase.fromAnswer.length),
    String(phase.missing),
    triple(phase.fromAnswer),
    triple(phase.fromSending),
    fixed2(phase.cpu?.a),
    fixed2(phase.cpu?.b),
    fixed2(phase.cpu?.postgres),
    fixed2(phase.cpu?.machine),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i <= 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [
    "events across processes (public bookings answered by A, BOOKED event on the doctor's socket on B; ms; negative: the event came first; cores busy during the bookings):",
    line(header),
    ...rows.map(line),
  ].join('\n');
}

export function formatStatementCounts(
  statements: { total: number; totalMs: number; top: StatementCount[] },
  phase: EventPhase,
): string {
  const booked = phase.outcomes['201'] ?? 0;
  const per = (value: number) => (booked > 0 ? (value / booked).toFixed(1) : '-');
  return [
    `statements sent by A and B during a third steady phase (pg_stat_statements on, track = top): ${statements.total} for ${booked} bookings, ${per(statements.total)} a booking, ${per(statements.totalMs)} ms of PostgreSQL time a booking; by calls:`,
    '   calls  /booking  total ms  query',
    ...statements.top.map(
      (s) =>
        `${String(s.calls).padStart(8)}  ${per(s.calls).padStart(8)}  ${s.totalMs.toFixed(0).padStart(8)}  ${s.query.slice(0, 140)}${s.query.length > 140 ? '…' : ''}`,
    ),
  ].join('\n');
}
