import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/** Plain SQL with positional parameters; `name` makes it a prepared statement on PostgreSQL. */
export interface RawStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Runs one statement in autocommit on the database's own driver, without Drizzle's query
 * building and row mapping: for the few hot statements that call a database function
 * (docs/performance.md, finding 7). On PostgreSQL the statement is prepared once per
 * connection under `name`; PGlite is one in-process connection and runs it as is.
 */
export function rawStatementRunner(db: Database): <Row>(statement: RawStatement) => Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return async <Row>(statement: RawStatement) => (await client.query(statement)).rows as Row[];
  }
  return async <Row>(statement: RawStatement) => (await client.query<Row>(statement.text, statement.values)).rows;
}
