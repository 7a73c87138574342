import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { e2eEnv } from './support/env';
import { startServer, stopServer } from './support/server';
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

/** Starts the one server the journeys share (and its coturn and SATIM sandbox); the function it returns is the teardown. */
export default async function globalSetup(config: FullConfig) {
  const startedAt = Date.now();
  const relay = await startTurnIfInstalled();
  const satimDir = mkdtempSync(path.join(tmpdir(), 'tabib-e2e-satim-'));
  const satim = await startSatimSandbox(satimDir, await freePort());
  const server = await startServer({
    env: {
      ...(relay
        ? { ICE_SERVERS: JSON.stringify(relay.turn.iceServers), TURN_SECRET: relay.turn.secret }
        : { ICE_SERVERS: '', TURN_SECRET: '' }),
      SATIM_URL: satim.restUrl,
    },
  });
  console.log(
    `[e2e] Tabib server ready at ${server.baseUrl} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (log: ${server.logPath})`,
  );
  process.env[e2eEnv.baseUrl] = server.baseUrl;
  process.env[e2eEnv.serverLog] = server.logPath;
  process.env[e2eEnv.dataDir] = server.dataDir;
  if (relay) process.env[e2eEnv.turnLog] = relay.turn.logPath;

  return async () => {
    await stopServer(server);
    await stopSatimSandbox(satim);
    if (relay) await stopTurnServer(relay.turn);
    // Keep the logs beside the test results, where a failure is investigated.
    const outputDir = config.projects[0]?.outputDir ?? path.join(config.rootDir, 'test-results');
    try {
      mkdirSync(outputDir, { recursive: true });
      cpSync(server.logPath, path.join(outputDir, 'server.log'));
      if (relay) cpSync(relay.turn.logPath, path.join(outputDir, 'turnserver.log'));
      cpSync(satim.logPath, path.join(outputDir, 'satim-sandbox.log'));
    } catch (error) {
      console.warn(`[e2e] could not keep the logs: ${String(error)}`);
    }
    if (process.env.TABIB_E2E_KEEP_TMP === '1') console.log(`[e2e] kept ${server.tempDir}`);
    else {
      rmSync(server.tempDir, { recursive: true, force: true });
      rmSync(satimDir, { recursive: true, force: true });
      if (relay) rmSync(relay.dir, { recursive: true, force: true });
    }
  };
}
