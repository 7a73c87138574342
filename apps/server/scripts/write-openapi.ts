/**
 * Writes the API document (what GET /api/v1/openapi.json answers) to a file, for the linter:
 *   node --import tsx apps/server/scripts/write-openapi.ts openapi.json && npx spectral lint openapi.json
 * The app is built on an empty in-memory PGlite (migrated: the app reads its keys at start); the
 * document depends on the routes only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fromPglite, pgliteExtensions } from '../src/db/client';

const target = process.argv[2];
if (!target) throw new Error('usage: write-openapi.ts <file.json>');

const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
await database.migrate();
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', API_REFERENCE: 'false' }),
  database,
  logger: false,
});
await app.ready();
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
