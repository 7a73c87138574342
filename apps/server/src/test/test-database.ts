import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from '../db/client';
import { adminQuery, databaseUrl } from './postgres-admin';
import './provided-context';

export type TestBackend = 'pglite' | 'postgres';

/** The backends this run tests against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of its own for one test file (`url` on PostgreSQL, to open it again). */
export async function openTestDatabase(backend: TestBackend): Promise<DatabaseHandle & { url?: string }> {
  if (backend === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplateDump'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
    return fromPglite(client);
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const database = `tabib_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(template.url, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
  const url = databaseUrl(template.url, database);
  const handle = openPostgres(url);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await adminQuery(template.url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
