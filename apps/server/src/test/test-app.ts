import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { checkAnswersAgainstDocument } from './contract-answers';
import { openTestDatabase, type TestBackend } from './test-database';

export const testConfig = loadConfig({
  PORT: '3999',
  PUBLIC_URL: 'http://tabib.test',
  WEB_DIST_DIR: '/nonexistent',
  LOG_LEVEL: 'silent',
  CHECK_RESPONSES: 'true',
  // The booking form's proof of work, made trivial: tests solve it in a few milliseconds.
  PROOF_OF_WORK_COST: '1',
  PROOF_OF_WORK_MAX_COUNTER: '20',
});

/**
 * A full app (real routes, services, database) on a fresh database seeded with the demo practice;
 * every answer of its `inject` is checked against the OpenAPI document (contract-answers.ts).
 */
export async function createTestApp(
  backend: TestBackend,
  options: {
    logger?: FastifyServerOptions['logger'];
    now?: () => Date;
    database?: DatabaseHandle;
    config?: Partial<AppConfig>;
  } = {},
): Promise<App> {
  const database = options.database ?? (await openTestDatabase(backend));
  await seedDemoIfEmpty(database.db);
  const app = await buildApp({
    config: { ...testConfig, ...options.config },
    database,
    logger: options.logger ?? false,
    now: options.now,
  });
  await app.ready();
  await checkAnswersAgainstDocument(app);
  return app;
}
