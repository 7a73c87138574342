import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { seedDemoIfEmpty } from '../../db/seed/seed-demo';
import { openTestDatabase, testBackends } from '../../test/test-database';
import { backupDatabase, restoreDatabase } from './backup.service';

const folder = mkdtempSync(path.join(tmpdir(), 'tabib-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const rowsOf = async (database: DatabaseHandle, query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
};

/** Every table of every schema of ours, each as its rows in a stable order (as JSON text). */
async function snapshot(database: DatabaseHandle) {
  const tables = await rowsOf(
    database,
    sql`SELECT table_schema, table_name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
  );
  const content: Record<string, string[]> = {};
  for (const { table_schema, table_name } of tables) {
    const name = sql.identifier(String(table_schema));
    const table = sql.identifier(String(table_name));
    const rows = await rowsOf(database, sql`SELECT row_to_json(t)::text AS row FROM ${name}.${table} t ORDER BY 1`);
    content[`${String(table_schema)}.${String(table_name)}`] = rows.map((row) => String(row.row));
  }
  return content;
}

async function mutate(database: DatabaseHandle) {
  await database.db.execute(sql`TRUNCATE appointments CASCADE`);
  await database.db.execute(sql`UPDATE users SET first_name = 'Changed'`);
  await database.db.execute(sql`DROP TABLE audit_log CASCADE`);
}

const withoutAudit = (content: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(content).map(([table, rows]) => [table, table.includes('audit') ? [] : rows]));

describe.each(testBackends())('backup and restore on %s', (backend) => {
  it('brings every table back row for row', async () => {
    // The embedded database lives in a data folder of its own; PostgreSQL in a test database.
    const base = backend === 'postgres' ? await openTestDatabase('postgres') : undefined;
    const config = { ...loadConfig(), dataDir: path.join(folder, backend), databaseUrl: base?.url };
    let database = await openDatabase(config);
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const before = await snapshot(database);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(before['public.users']?.length).toBeGreaterThan(0);
    await database.close();

    const file = path.join(folder, `${backend}.backup`);
    await backupDatabase(config, file, 'tester');

    database = await openDatabase(config);
    await mutate(database);
    expect(withoutAudit(await snapshot(database))).not.toEqual(withoutAudit(before));
    await database.close();

    await expect(restoreDatabase(config, file, { operator: 'tester', force: false })).rejects.toThrow(/--force/);
    await restoreDatabase(config, file, { operator: 'tester', force: true });

    database = await openDatabase(config);
    const after = await snapshot(database);
    await database.close();
    // Every other table is as before; the audit log is the backup's (empty: its own entry is
    // written once the dump is done) plus the restore's entry.
    expect(withoutAudit(after)).toEqual(withoutAudit(before));
    await base?.close();
    expect(after['public.audit_log']?.map((row) => JSON.parse(row).action)).toEqual(['database.restore']);
  }, 120_000);
});

describe('restore refusals', () => {
  it('refuses a file that is not a backup, and a backup of the other kind of database', async () => {
    const config = { ...loadConfig(), dataDir: path.join(folder, 'refusals'), databaseUrl: undefined };
    const junk = path.join(folder, 'junk');
    writeFileSync(junk, 'not a backup');
    await expect(restoreDatabase(config, junk, { operator: 'tester', force: true })).rejects.toThrow(/not a Tabib backup/);
    const postgresDump = path.join(folder, 'fake.dump');
    writeFileSync(postgresDump, 'PGDMP and more');
    await expect(restoreDatabase(config, postgresDump, { operator: 'tester', force: true })).rejects.toThrow(
      /PostgreSQL \(DATABASE_URL\) database, but this configuration uses the embedded/,
    );
  });

  it('refuses to replace the embedded database while a server holds it', async () => {
    const dataDir = path.join(folder, 'held');
    const config = { ...loadConfig(), dataDir, databaseUrl: undefined };
    const gzip = path.join(folder, 'fake.tar.gz');
    writeFileSync(gzip, Buffer.from([0x1f, 0x8b, 0]));
    mkdirSync(dataDir, { recursive: true });
    const release = await lockDataDir(dataDir);
    try {
      await expect(restoreDatabase(config, gzip, { operator: 'tester', force: true })).rejects.toThrow(/stop it, restore/);
    } finally {
      await release();
    }
  });
});
