import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as auth from './schema/auth';
import * as notifications from './schema/notifications';
import { lockDataDir } from './data-dir-lock';
import { migratePgliteClient, migratePostgresPool } from './migrate';

export const schema = { ...accounts, ...auth, ...notifications };
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept the database or a transaction handle (PGlite deadlocks on the outer handle). */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const pgliteExtensions = { btree_gist };

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = await lockDataDir(dataDir);
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  return fromPglite(client, releaseLock);
}

export function fromPglite(client: PGlite, onClose: () => Promise<void> = async () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePgliteClient(client),
    async close() {
      await client.close();
      await onClose();
    },
  };
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection the server ends (restart, failover, DROP ... FORCE) emits
  // 'error' on the pool; unheard, it would crash the process. The pool replaces the client.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on next use.`));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', migrate: () => migratePostgresPool(pool), close: () => pool.end() };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
