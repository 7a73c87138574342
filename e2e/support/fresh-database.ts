import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../../apps/server/src/test/postgres-admin';

export interface FreshDatabase {
  url: string;
  /** Drops it, closing whatever connections are left. */
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server `serverUrl` points at (its user may create databases). */
export async function createFreshDatabase(serverUrl: string, prefix = 'tabib_e2e'): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
