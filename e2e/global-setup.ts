import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { e2eEnv } from './support/env';
import { startJourneyCluster, startOneServer } from './support/journey-servers';
import { startTurnServer, stopTurnServer, turnServerPath, type RunningTurnServer } from './support/turn-server';
import { freePort } from './support/free-port';
import { startSatimSandbox, stopSatimSandbox } from './support/satim-sandbox';

/** Debian's coturn when installed (`.ci/run` installs it): the calls' relayed journey needs it. */
async function startTurnIfInstalled(): Promise<{ turn: RunningTurnServer; dir: string } | null> {
  const binary = turnServerPath();
  if (!binary) {
    console.warn('\n[e2e] WARNING: coturn (turnserver) is not installed: the relayed call journey will not run.\n');
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tabib-e2e-turn-'));
  return { turn: await startTurnServer(binary, dir, await freePort()), dir };
}

/**
 * Starts the server the journeys share (and its coturn and SATIM sandbox); the function it returns
 * is the teardown. With TABIB_E2E_DATABASE_URL (a PostgreSQL server), the journeys go through a
 * cluster instead: TABIB_E2E_PROCESSES servers (default 2) on a fresh database there, behind nginx.
 */
export default async function globalSetup(config: FullConfig) {
  const startedAt = Date.now();
  const relay = await startTurnIfInstalled();
  const satimDir = mkdtempSync(path.join(tmpdir(), 'tabib-e2e-satim-'));
  const satim = await startSatimSandbox(satimDir, await freePort());
  const env = {
    ...(relay
      ? { ICE_SERVERS: JSON.stringify(relay.turn.iceServers), TURN_SECRET: relay.turn.secret }
      : { ICE_SERVERS: '', TURN_SECRET: '' }),
    SATIM_URL: satim.restUrl,
  };
  const postgresUrl = process.env.TABIB_E2E_DATABASE_URL;
  const servers = postgresUrl
    ? await startJourneyCluster(postgresUrl, Number(process.env.TABIB_E2E_PROCESSES || 2), env)
    : await startOneServer(env);
  console.log(`[e2e] ${servers.description}, ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  process.env[e2eEnv.baseUrl] = servers.baseUrl;
  process.env[e2eEnv.serverLogs] = servers.logPaths.join(path.delimiter);
  process.env[e2eEnv.dataDir] = servers.dataDir;
  if (servers.databaseUrl) process.env[e2eEnv.databaseUrl] = servers.databaseUrl;
  if (relay) process.env[e2eEnv.turnLog] = relay.turn.logPath;

  return async () => {
    await servers.stop();
    await stopSatimSandbox(satim);
    if (relay) await stopTurnServer(relay.turn);
    // Keep the logs beside the test results, where a failure is investigated.
    const outputDir = config.projects[0]?.outputDir ?? path.join(config.rootDir, 'test-results');
    try {
      mkdirSync(outputDir, { recursive: true });
      for (const [name, logPath] of Object.entries(servers.logs)) cpSync(logPath, path.join(outputDir, name));
      if (relay) cpSync(relay.turn.logPath, path.join(outputDir, 'turnserver.log'));
      cpSync(satim.logPath, path.join(outputDir, 'satim-sandbox.log'));
    } catch (error) {
      console.warn(`[e2e] could not keep the logs: ${String(error)}`);
    }
    if (process.env.TABIB_E2E_KEEP_TMP === '1')
      console.log(`[e2e] kept ${servers.tempDir}${servers.databaseUrl ? ` and ${servers.databaseUrl}` : ''}`);
    else {
      await servers.remove();
      rmSync(satimDir, { recursive: true, force: true });
      if (relay) rmSync(relay.dir, { recursive: true, force: true });
    }
  };
}
