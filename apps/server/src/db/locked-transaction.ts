import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { isUuid } from '../lib/uuid';
import type { Database } from './client';

/** Plain SQL with positional parameters; `name` makes it a prepared statement on PostgreSQL. */
export interface RawQueries {
  query<Row>(statement: { name: string; text: string; values: unknown[] }): Promise<Row[]>;
}

/**
 * Runs `work` in a transaction that holds the advisory lock of `lockKey` (a uuid, checked:
 * it is written into the SQL) from its first statement. On PostgreSQL `BEGIN` and the lock
 * travel in one message, saving a round trip on the booking path (docs/performance.md,
 * finding 5); the lock key is the one `pg_advisory_xact_lock(hashtextextended(<id>, 0))`
 * of the other booking writes, so they all serialise on the same lock.
 */
export async function lockedTransaction<T>(db: Database, lockKey: string, work: (queries: RawQueries) => Promise<T>): Promise<T> {
  if (!isUuid(lockKey)) throw new Error('lockedTransaction: the lock key must be a uuid');
  const lockSql = `select pg_advisory_xact_lock(hashtextextended('${lockKey.toLowerCase()}', 0))`;
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;

  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken: Error | undefined;
    try {
      await connection.query(`begin; ${lockSql}`);
      const result = await work({
        query: async <Row>(statement: { name: string; text: string; values: unknown[] }) =>
          (await connection.query(statement)).rows as Row[],
      });
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      connection.release(broken);
    }
  }

  return client.transaction(async (tx: PgliteTransaction) => {
    await tx.query(lockSql);
    return work({ query: async <Row>(statement: { text: string; values: unknown[] }) => (await tx.query<Row>(statement.text, statement.values)).rows });
  });
}
