import http from 'node:http';
import { startCpuMeter } from './cpu';
import type { LoadSummary } from './load';
import { outcomeOf, percentile, send } from './public-booking-requests';

/**
 * An open loop: requests leave evenly spaced at `rate` a second whatever the answers (autocannon's
 * overallRate fires all its connections on the same tick, a burst of `connections` requests at a
 * time, which measures its own queue). At most `connections` are in flight; a request that finds
 * them all busy waits, and that wait is part of its latency, as it is for the patient.
 */
export async function runPacedLoad(options: {
  name: string;
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  expectedStatus: number;
  /** The k-th request's path and headers. */
  request: (k: number) => { path: string; headers?: Record<string, string> };
  serverPid?: number;
  postmasterPid?: number;
}): Promise<LoadSummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const count = Math.max(1, Math.round(options.rate * options.seconds));
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  const cpuMeter = startCpuMeter(options.serverPid, options.postmasterPid);
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let k = 0; k < count; k++) {
    const due = started + (k * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { path, headers } = options.request(k);
    sent.push(
      send(options.url, agent, 'GET', path, { headers }).then(
        (answer) => {
          const key = answer.status === options.expectedStatus ? String(answer.status) : outcomeOf(answer);
          outcomes[key] = (outcomes[key] ?? 0) + 1;
          if (answer.status === options.expectedStatus) latencies.push(answer.answeredAt - answer.sentAt);
        },
        (error: NodeJS.ErrnoException) => {
          const key = `failed: ${error.code ?? error.message}`;
          outcomes[key] = (outcomes[key] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(sent);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMeter();
  agent.destroy();
  return {
    name: options.name,
    seconds,
    requests: count,
    ok: latencies.length,
    okPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    outcomes,
    cpu,
  };
}
