import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as auth from './schema/auth';
import * as mail from './schema/mail';
import { lockDataDir } from './data-dir-lock';
import { migratePgliteClient, migratePostgresPool } from './migrate';

export const schema = { ...accounts, ...auth, ...mail };
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept the database or a transaction handle (PGlite deadlocks on the outer handle). */
export type Executor = Database | Transaction;

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** true once LISTEN is in place; false when the connection carrying it is lost (notifications may have been missed). */
  onState(listening: boolean): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: for the connections outside the pool (socket.io's adapter). */
  connectionString?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on a channel (PostgreSQL NOTIFY); resolves to the function that stops listening. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PGlite only: its whole data folder as a gzipped tar (modules/backup). */
  dump?(): Promise<Blob>;
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
    dump: () => client.dumpDataDir('gzip'),
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onState(true);
      return async () => {
        handlers.onState(false);
        if (!client.closed) await unlisten();
      };
    },
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
  // A client in use whose server process dies emits 'error' on itself, not the pool: its query
  // fails and the pool drops it on release, but unheard the event would crash the process.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection in use lost (${error.message}).`)),
  );
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    connectionString,
    migrate: () => migratePostgresPool(pool),
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
  };
}

const listenRetryMs = 1000;

/**
 * A dedicated connection (LISTEN does not survive in a pool) that reconnects after a loss;
 * `onState(false)` tells the listener that notifications may have been missed meanwhile.
 */
async function listenPostgres(connectionString: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (client !== current) return;
    current = undefined;
    handlers.onState(false);
    client.end().catch(() => {});
    if (!stopped) retry = setTimeout(attempt, listenRetryMs);
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    handlers.onState(true);
  }

  function attempt() {
    connect().catch((error: Error) => {
      console.warn(`LISTEN ${channel} failed (${error.message}); retrying.`);
      if (!stopped) retry = setTimeout(attempt, listenRetryMs);
    });
  }

  await connect().catch((error: Error) => {
    console.warn(`LISTEN ${channel} failed (${error.message}); retrying.`);
    retry = setTimeout(attempt, listenRetryMs);
  });

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    handlers.onState(false);
    await client?.end();
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
