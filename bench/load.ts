import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { startCpuMeter, type CpuShare } from './cpu';

export interface LoadSummary {
  name: string;
  seconds: number;
  requests: number;
  /** Responses with the expected status, per second over the whole run. */
  okPerSecond: number;
  ok: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Status code (and error code for refusals) -> count; socket errors and timeouts too. */
  outcomes: Record<string, number>;
  /** Cores busy on average during the run (Linux only). */
  cpu?: CpuShare;
}

export interface LoadOptions {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  expectedStatus: number;
  request: AutocannonRequest;
  /** The process serving the requests, for its CPU share. */
  serverPid?: number;
  /** The PostgreSQL postmaster, when local, for the database's CPU share. */
  postmasterPid?: number;
  /** Read each refusal's body for its error code (costs the load process a JSON.parse per refusal). */
  readRefusals?: boolean;
}

export async function runLoad(options: LoadOptions): Promise<LoadSummary> {
  const refusals: Record<string, number> = {};
  const request: AutocannonRequest = { ...options.request };
  if (options.readRefusals) {
    request.onResponse = (status, body) => {
      if (status === options.expectedStatus) return;
      let code = '';
      try {
        code = (JSON.parse(body) as { code?: string }).code ?? '';
      } catch {
        code = 'unparsable body';
      }
      const key = `${status} ${code}`.trim();
      refusals[key] = (refusals[key] ?? 0) + 1;
    };
  }
  // autocannon's own histogram keeps whole milliseconds: keep each latency to the microsecond here.
  const latencies: number[] = [];
  const cpuMeter = startCpuMeter(options.serverPid, options.postmasterPid);
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [request],
  });
  instance.on('response', (_client, status, _bytes, milliseconds) => {
    if (status === options.expectedStatus) latencies.push(milliseconds);
  });
  const result: AutocannonResult = await instance;
  const cpu = cpuMeter();
  const sorted = Float64Array.from(latencies).sort();
  const percentile = (p: number) =>
    sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const outcomes: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(status) === options.expectedStatus || !options.readRefusals) outcomes[status] = count;
  }
  Object.assign(outcomes, refusals);
  if (result.errors > 0) outcomes['socket errors'] = result.errors;
  if (result.timeouts > 0) outcomes.timeouts = result.timeouts;
  const ok = result.statusCodeStats?.[String(options.expectedStatus)]?.count ?? 0;
  return {
    name: options.name,
    seconds: result.duration,
    requests: result.requests.total,
    ok,
    okPerSecond: ok / result.duration,
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    max: percentile(100),
    outcomes,
    cpu,
  };
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function formatSummaries(summaries: LoadSummary[]): string {
  const header = ['run', 'req/s (ok)', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'responses'];
  const rows = summaries.map((s) => [
    s.name,
    fixed(s.okPerSecond, 0),
    fixed(s.p50),
    fixed(s.p90),
    fixed(s.p99),
    fixed(s.max),
    Object.entries(s.outcomes)
      .map(([key, count]) => `${key}: ${count}`)
      .join(', '),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** Cores busy during each run and CPU milliseconds per successful request. */
export function formatCpu(summaries: LoadSummary[]): string {
  const header = ['run', 'machine', 'server', 'postgres', 'load', 'other', '| ms/req: server', 'postgres', 'other'];
  const fixed2 = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
  const perRequest = (cores: number | undefined, s: LoadSummary) =>
    cores === undefined || s.okPerSecond <= 0 ? '-' : ((cores * 1000) / s.okPerSecond).toFixed(2);
  const rows = summaries.map((s) =>
    s.cpu
      ? [
          s.name,
          fixed2(s.cpu.machine),
          fixed2(s.cpu.server),
          fixed2(s.cpu.postgres),
          fixed2(s.cpu.load),
          fixed2(s.cpu.other),
          perRequest(s.cpu.server, s),
          perRequest(s.cpu.postgres, s),
          perRequest(s.cpu.other, s),
        ]
      : [s.name, '-', '-', '-', '-', '-', '-', '-', '-'],
  );
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [
    'cores busy (machine = server + postgres + load + other) and CPU ms per successful request;',
    'other = kernel work not charged to a process, short-lived processes (PostgreSQL parallel workers), other programs:',
    line(header),
    ...rows.map(line),
  ].join('\n');
}
