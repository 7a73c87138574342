import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { repoRoot } from '../config';

// From the repository, not from this file: the compiled server runs from apps/server/dist (scripts/build-if-changed.mjs).
export const migrationsFolder = path.join(repoRoot, 'apps/server/src/db/migrations');

// Any constant works; it only has to be the same in every Tabib process.
const migrationLockKey = 7_261_001;

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/** Several server processes may start together on one PostgreSQL: one migrates, the others wait. */
export async function migratePostgresPool(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    connection.release();
  }
}
