import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type RunningCluster } from './cluster';
import { createFreshDatabase } from './fresh-database';
import { copyWebBuild, journeyServerEnv, startServer, stopServer } from './server';

/** What global setup points the journeys at: one server, or a cluster behind nginx. */
export interface JourneyServers {
  /** Said once it is ready. */
  description: string;
  baseUrl: string;
  logPaths: string[];
  dataDir: string;
  /** The cluster's PostgreSQL database; unset for the one server's embedded database. */
  databaseUrl?: string;
  /** Files worth keeping beside the test results, by the name they get there. */
  logs: Record<string, string>;
  tempDir: string;
  stop(): Promise<void>;
  /** Deletes the temporary folder (and the cluster's database): after stop(). */
  remove(): Promise<void>;
}

/** One server on a fresh embedded database (support/server.ts). */
export async function startOneServer(env: Record<string, string>): Promise<JourneyServers> {
  const server = await startServer({ env });
  return {
    description: `Tabib server (embedded database) at ${server.baseUrl}, log: ${server.logPath}`,
    baseUrl: server.baseUrl,
    logPaths: [server.logPath],
    dataDir: server.dataDir,
    logs: { 'server.log': server.logPath },
    tempDir: server.tempDir,
    stop: () => stopServer(server),
    remove: async () => rmSync(server.tempDir, { recursive: true, force: true }),
  };
}

/** `processes` servers on a fresh database of the PostgreSQL at `serverUrl`, behind nginx (support/cluster.ts). */
export async function startJourneyCluster(
  serverUrl: string,
  processes: number,
  env: Record<string, string>,
): Promise<JourneyServers> {
  const database = await createFreshDatabase(serverUrl);
  const tempDir = mkdtempSync(path.join(tmpdir(), 'tabib-e2e-cluster-'));
  const remove = async () => {
    rmSync(tempDir, { recursive: true, force: true });
    await database.drop();
  };
  let cluster: RunningCluster;
  try {
    cluster = await startCluster({
      databaseUrl: database.url,
      processes,
      tempDir,
      env: { WEB_DIST_DIR: copyWebBuild(tempDir), ...journeyServerEnv(), ...env },
    });
  } catch (error) {
    await remove();
    throw error;
  }
  const { nginx } = cluster;
  return {
    description: `Tabib cluster (${processes} processes on ${new URL(database.url).pathname.slice(1)}, nginx round-robin) at ${cluster.baseUrl}, logs in ${tempDir}`,
    baseUrl: cluster.baseUrl,
    logPaths: cluster.processes.map((running) => running.logPath),
    dataDir: cluster.dataDir,
    databaseUrl: database.url,
    logs: {
      ...Object.fromEntries(cluster.processes.map((running) => [`${running.name}.log`, running.logPath])),
      'nginx-error.log': nginx.errorLogPath,
      'nginx-access.log': nginx.accessLogPath,
    },
    tempDir,
    stop: () => cluster.stop(),
    remove,
  };
}
