import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startNginx, stopNginx, type RunningNginx } from './nginx';
import { repoRoot, waitForHealth } from './server';
import { stopProcess } from './stop-process';

export interface ClusterProcess {
  name: string;
  port: number;
  /** The process itself, past nginx. */
  baseUrl: string;
  /** Its output; a restart appends to it. */
  logPath: string;
  process: ChildProcess;
}

export interface RunningCluster {
  /** nginx, in front of every process: what browsers and load generators use. */
  baseUrl: string;
  databaseUrl: string;
  /** Shared by the processes (DATA_DIR: medical files, avatars, uploads), as a shared volume would be. */
  dataDir: string;
  /** Logs, data and nginx's files: the caller removes it once it has kept what it needs. */
  tempDir: string;
  processes: ClusterProcess[];
  nginx: RunningNginx;
  /** SIGKILL to process `index`: a crash, no graceful shutdown. */
  kill(index: number): Promise<void>;
  /**
   * Starts process `index` again on its port (killing it first if it runs) and waits until it is
   * healthy; nginx sends it requests again once its fail_timeout (10 s) has passed.
   */
  restart(index: number): Promise<void>;
  /** Stops nginx, then the processes (SIGTERM, SIGKILL past the grace). */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A database of its own (the first process migrates it, and seeds it with SEED_DEMO=true). */
  databaseUrl: string;
  processes?: number;
  /** Given to every process (SEED_DEMO, LOG_LEVEL, WEB_DIST_DIR...). */
  env?: Record<string, string>;
  /** How node runs the server: the sources by default, or a built bundle. */
  serverArgs?: string[];
  /** Default: a new folder under the system's temporary folder. */
  tempDir?: string;
  /** For each start. */
  timeoutMs?: number;
}

const graceMs = 10_000;

/**
 * Fails unless nginx hands requests to every process in turn: a cluster that quietly sent
 * everything to one process would let the journeys pass while testing nothing of the kind.
 */
async function checkRoundRobin(nginx: RunningNginx, ports: number[]): Promise<void> {
  for (let request = 0; request < 2 * ports.length; request += 1) await fetch(`${nginx.baseUrl}/healthz?round-robin`);
  const served = readFileSync(nginx.accessLogPath, 'utf8')
    .split('\n')
    .filter((line) => line.includes('/healthz?round-robin'))
    .map((line) => line.split(' ').at(-2));
  const missed = ports.filter((port) => !served.includes(`127.0.0.1:${port}`));
  if (missed.length > 0)
    throw new Error(`nginx sent no request to the processes on ${missed.join(', ')} (log: ${nginx.accessLogPath})`);
}

/**
 * N Tabib processes on one PostgreSQL behind nginx (deploy/nginx/tabib.conf, round-robin), as
 * production runs several. The first process starts alone: it migrates and seeds while no other
 * process reads the database.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const count = options.processes ?? 2;
  if (!Number.isInteger(count) || count < 1) throw new Error(`A cluster needs at least one process (got ${count})`);
  const tempDir = options.tempDir ?? mkdtempSync(path.join(tmpdir(), 'tabib-cluster-'));
  const dataDir = path.join(tempDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const timeoutMs = options.timeoutMs ?? 60_000;
  const nginxPort = await freePort();
  const baseUrl = `http://127.0.0.1:${nginxPort}`;
  const serverArgs = options.serverArgs ?? ['--import', 'tsx', 'apps/server/src/server.ts'];

  const processes: ClusterProcess[] = [];
  const spawnProcess = (port: number, logPath: string): ChildProcess => {
    const log = openSync(logPath, 'a');
    const child = spawn(process.execPath, serverArgs, {
      cwd: repoRoot,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        // nginx replaces X-Forwarded-For with the client's address: believe it, as production does.
        TRUST_PROXY: 'true',
        ...options.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: dataDir,
      },
    });
    closeSync(log);
    return child;
  };
  const startProcess = async (index: number, port: number): Promise<ClusterProcess> => {
    const name = `server-${index + 1}`;
    const logPath = path.join(tempDir, `${name}.log`);
    const started: ClusterProcess = {
      name,
      port,
      baseUrl: `http://127.0.0.1:${port}`,
      logPath,
      process: spawnProcess(port, logPath),
    };
    processes[index] = started;
    await waitForHealth({ ...started, name: `Tabib ${name}` }, timeoutMs);
    return started;
  };

  let nginx: RunningNginx | undefined;
  const stop = async () => {
    if (nginx) await stopNginx(nginx);
    await Promise.all(processes.map((running) => stopProcess(running.process, graceMs)));
  };
  try {
    const ports: number[] = [];
    for (let index = 0; index < count; index += 1) ports.push(await freePort());
    await startProcess(0, ports[0]!);
    await Promise.all(ports.slice(1).map((port, index) => startProcess(index + 1, port)));
    nginx = await startNginx({ dir: path.join(tempDir, 'nginx'), port: nginxPort, upstreamPorts: ports, timeoutMs });
    await checkRoundRobin(nginx, ports);
  } catch (error) {
    await stop();
    throw error;
  }
  const runningNginx = nginx;

  const processAt = (index: number) => {
    const running = processes[index];
    if (!running) throw new Error(`The cluster has no process ${index} (it has ${processes.length})`);
    return running;
  };
  const kill = async (index: number) => {
    const running = processAt(index);
    if (running.process.exitCode !== null || running.process.signalCode !== null) return;
    const exited = new Promise((resolve) => running.process.once('exit', resolve));
    running.process.kill('SIGKILL');
    await exited;
  };
  return {
    baseUrl,
    databaseUrl: options.databaseUrl,
    dataDir,
    tempDir,
    processes,
    nginx: runningNginx,
    kill,
    restart: async (index) => {
      await kill(index);
      await startProcess(index, processAt(index).port);
    },
    stop,
  };
}
