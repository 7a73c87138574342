import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres, pgliteExtensions } from '../db/client';
import { adminQuery, databaseUrl } from './postgres-admin';
import { reportContractCoverage } from './contract-coverage';
import './provided-context';

/** Migrates once per run; every test file then starts from a copy (PGlite dump or PostgreSQL template). */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'tabib-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = fromPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(workDir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateDump', dumpPath);
  const contractRecordsDir = path.join(workDir, 'contract');
  project.provide('contractRecordsDir', contractRecordsDir);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let template: { url: string; database: string } | null = null;
  if (baseUrl) {
    const database = `tabib_template_${process.pid}`;
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${database}`);
    await adminQuery(baseUrl, `CREATE DATABASE ${database}`);
    const postgres = openPostgres(databaseUrl(baseUrl, database));
    await postgres.migrate();
    await postgres.close();
    template = { url: baseUrl, database };
  }
  project.provide('postgresTemplate', template);

  return async () => {
    try {
      reportContractCoverage(contractRecordsDir, path.join(project.config.root, 'test-results', 'contract-coverage.json'));
    } finally {
      rmSync(workDir, { recursive: true, force: true });
      if (baseUrl && template) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
    }
  };
}
