import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** Where the CPU went during a run, in cores busy on average. */
export interface CpuShare {
  /** Machine-wide. */
  machine: number;
  /** The server process under test. */
  server: number;
  /** The PostgreSQL postmaster and its children (backends, walwriter...), when it runs on this machine. */
  postgres: number | undefined;
  /** This process: autocannon. */
  load: number;
  /** Everything else: kernel work not charged to a process, and other programs on the machine. */
  other: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

function machineTicks(): { busy: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return { busy: user! + nice! + system! + irq! + softirq! + steal! };
  } catch {
    return undefined;
  }
}

function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function processTicks(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : undefined; // utime, stime
}

/** The parent of a process (a PostgreSQL backend's parent is the postmaster). */
export function parentPid(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
}

/** CPU ticks of a process and its direct children, by pid (children that exit mid-run are lost: the pool keeps its backends). */
function familyTicks(rootPid: number): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (!fields) continue;
    if (Number(entry) === rootPid || Number(fields[1]) === rootPid) ticks.set(entry, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

/** Starts counting; the returned function gives the shares since then (undefined off Linux). */
export function startCpuMeter(serverPid: number | undefined, postmasterPid?: number): () => CpuShare | undefined {
  const startedAt = performance.now();
  const machine = machineTicks();
  const server = serverPid ? processTicks(serverPid) : undefined;
  const postgres = postmasterPid ? familyTicks(postmasterPid) : undefined;
  const load = process.cpuUsage();
  return () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const machineNow = machineTicks();
    const serverNow = serverPid ? processTicks(serverPid) : undefined;
    const postgresNow = postmasterPid ? familyTicks(postmasterPid) : undefined;
    if (!machine || !machineNow || server === undefined || serverNow === undefined) return undefined;
    const used = process.cpuUsage(load);
    const cores = (ticks: number) => ticks / ticksPerSecond / seconds;
    const machineCores = cores(machineNow.busy - machine.busy);
    const serverCores = cores(serverNow - server);
    const loadCores = (used.user + used.system) / 1e6 / seconds;
    let postgresCores: number | undefined;
    if (postgres && postgresNow) {
      let ticks = 0;
      for (const [pid, now] of postgresNow) ticks += now - (postgres.get(pid) ?? 0);
      postgresCores = cores(ticks);
    }
    const other = Math.max(0, machineCores - serverCores - loadCores - (postgresCores ?? 0));
    return { machine: machineCores, server: serverCores, postgres: postgresCores, load: loadCores, other };
  };
}

/** Cores busy on the machine over a short idle window: other work running beside the benchmark skews it. */
export async function backgroundLoad(milliseconds = 2_000): Promise<number | undefined> {
  const meter = startCpuMeter(process.pid);
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
  const share = meter();
  return share ? share.machine - share.server : undefined;
}

/** Waits, up to `maxSeconds`, until less than `threshold` cores are busy beside this process; returns the last reading. */
export async function waitForQuiet(maxSeconds: number, threshold = 0.25): Promise<number | undefined> {
  const deadline = performance.now() + maxSeconds * 1000;
  for (;;) {
    const busy = await backgroundLoad();
    if (busy === undefined || busy < threshold || performance.now() > deadline) return busy;
  }
}
