import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { schema, type Database, type DatabaseHandle, type Transaction } from './client';

/** What both drivers' clients and transaction clients (pg's Pool and PoolClient, PGlite and its Transaction) answer. */
interface QueryClient {
  query(...args: unknown[]): Promise<unknown>;
}

interface OpenTransaction {
  tx: Transaction;
  client: QueryClient;
  open: boolean;
  /** Savepoints started within it: they must end before it commits. */
  nested: Set<Promise<unknown>>;
}

/** Drizzle keeps the driver's transaction client (pg PoolClient, PGlite Transaction) on the transaction's session. */
function driverClientOf(tx: Transaction): QueryClient {
  const client = (tx._.session as unknown as { client?: QueryClient }).client;
  if (typeof client?.query !== 'function') throw new Error('drizzle transaction without a driver client: check drizzle-orm');
  return client;
}

/**
 * One transaction around a whole piece of work (a request) that the services join without
 * being told: `db` is the services' handle, and while `run` is working every statement made
 * through it (query builders, prepared statements, raw statements on `$client`) goes to that
 * transaction, and each `db.transaction()` becomes a savepoint in it. Outside `run`, `db` is
 * the plain database. PGlite has one connection: a statement on the outer handle inside a
 * transaction would wait for that transaction forever, so nothing may escape it.
 */
export function createRequestTransactions(database: DatabaseHandle) {
  const storage = new AsyncLocalStorage<OpenTransaction>();
  const current = () => {
    const open = storage.getStore();
    return open?.open ? open : undefined;
  };

  const rawClient = (database.db as unknown as { $client: QueryClient }).$client;
  const routedClient = new Proxy(rawClient, {
    get(target, property) {
      if (property === 'query') return (...args: unknown[]) => (current()?.client ?? target).query(...args);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = (database.kind === 'pglite'
    ? drizzlePglite({ client: routedClient as never, schema })
    : drizzleNodePg({ client: routedClient as never, schema })) as unknown as Database;

  const ownTransaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const open = current();
    if (!open) return ownTransaction(work, config);
    const savepoint = open.tx.transaction(work);
    open.nested.add(savepoint);
    const forget = () => open.nested.delete(savepoint);
    savepoint.then(forget, forget);
    return savepoint;
  }) as Database['transaction'];

  return {
    db,

    /** Runs `work` in one transaction that every statement of `db` made meanwhile joins; commits when it resolves. */
    run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return database.db.transaction(async (tx) => {
        const open: OpenTransaction = { tx, client: driverClientOf(tx), open: true, nested: new Set() };
        let result: T;
        try {
          result = await storage.run(open, () => work(tx));
        } finally {
          // Work it started and did not wait for (an e-mail notice) may still be in a savepoint.
          while (open.nested.size > 0) await Promise.allSettled([...open.nested]);
          // From here on nothing reaches this connection: on pg it goes back to the pool after the commit.
          open.open = false;
        }
        // A statement that failed unseen (in work nobody waited for) leaves the transaction aborted,
        // and PostgreSQL answers its COMMIT with a silent rollback: this statement fails instead.
        await tx.execute(sql`select 1`);
        return result;
      });
    },
  };
}

export type RequestTransactions = ReturnType<typeof createRequestTransactions>;
