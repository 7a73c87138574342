import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { e2eEnv } from './support/env';
import { startServer, stopServer } from './support/server';

/** Starts the one server the journeys share; the function it returns is the teardown. */
export default async function globalSetup(config: FullConfig) {
  const startedAt = Date.now();
  const server = await startServer();
  console.log(
    `[e2e] Tabib server ready at ${server.baseUrl} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (log: ${server.logPath})`,
  );
  process.env[e2eEnv.baseUrl] = server.baseUrl;
  process.env[e2eEnv.serverLog] = server.logPath;
  process.env[e2eEnv.dataDir] = server.dataDir;

  return async () => {
    await stopServer(server);
    // Keep the server's log beside the test results, where a failure is investigated.
    const outputDir = config.projects[0]?.outputDir ?? path.join(config.rootDir, 'test-results');
    try {
      mkdirSync(outputDir, { recursive: true });
      cpSync(server.logPath, path.join(outputDir, 'server.log'));
    } catch (error) {
      console.warn(`[e2e] could not keep the server log: ${String(error)}`);
    }
    if (process.env.TABIB_E2E_KEEP_TMP === '1') console.log(`[e2e] kept ${server.tempDir}`);
    else rmSync(server.tempDir, { recursive: true, force: true });
  };
}
