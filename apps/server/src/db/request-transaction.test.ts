import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawStatementRunner } from './raw-statement';
import { createRequestTransactions, type RequestTransactions } from './request-transaction';
import { openTestDatabase } from '../test/test-database';
import { testBackends } from '../test/test-database';
import type { DatabaseHandle } from './client';

/** Every way a service reaches the database joins the request's transaction while it runs, and only then. */
describe.each(testBackends())('request transactions on %s', (backend) => {
  let database: DatabaseHandle;
  let transactions: RequestTransactions;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await database.db.execute(sql`create table probe (n integer not null)`);
    transactions = createRequestTransactions(database);
  });
  afterAll(() => database.close());

  const count = async () => (await transactions.db.select({ n: sql<number>`count(*)::int` }).from(sql`probe`))[0]!.n;
  const insert = (n: number) => transactions.db.execute(sql`insert into probe (n) values (${n})`);
  const prepared = () =>
    transactions.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`probe`)
      .prepare('probe_count');
  const raw = () => rawStatementRunner(transactions.db);

  it('statements, prepared statements and raw statements all see the uncommitted write, and all of it rolls back', async () => {
    const preparedCount = prepared();
    const runRaw = raw();
    const seen = await transactions
      .run(async () => {
        await insert(1);
        await transactions.db.transaction(async (tx) => tx.execute(sql`insert into probe (n) values (2)`));
        const counted = {
          builder: await count(),
          prepared: (await preparedCount.execute())[0]!.n,
          raw: (await runRaw<{ n: number }>({ name: 'probe_raw', text: 'select count(*)::int as n from probe', values: [] }))[0]!
            .n,
        };
        throw Object.assign(new Error('rolled back'), { counted });
      })
      .catch((error: { counted: unknown }) => error.counted);
    expect(seen).toEqual({ builder: 2, prepared: 2, raw: 2 });
    expect(await count()).toBe(0);
    // the same prepared statement, outside: the plain database again
    expect((await preparedCount.execute())[0]!.n).toBe(0);
  });

  it("a service's own transaction is a savepoint: its failure undoes only its part", async () => {
    await transactions.run(async () => {
      await insert(1);
      await transactions.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into probe (n) values (2)`);
          throw new Error('inner failure');
        })
        .catch(() => {});
    });
    expect(await count()).toBe(1);
    await database.db.execute(sql`delete from probe`);
  });

  it('a savepoint started and not waited for is finished before the commit', async () => {
    await transactions.run(async () => {
      void transactions.db.transaction(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.execute(sql`insert into probe (n) values (3)`);
      });
    });
    expect(await count()).toBe(1);
    await database.db.execute(sql`delete from probe`);
  });

  it('a statement that failed where nobody looked fails the whole transaction instead of a silent rollback', async () => {
    const run = transactions.run(async () => {
      await insert(1);
      transactions.db.execute(sql`insert into probe (n) values (null)`).catch(() => {});
    });
    await expect(run).rejects.toThrow();
    expect(await count()).toBe(0);
  });

  it('outside run, db is the plain database: its transactions commit on their own', async () => {
    await transactions.db.transaction(async (tx) => tx.execute(sql`insert into probe (n) values (4)`));
    expect(await count()).toBe(1);
    await database.db.execute(sql`delete from probe`);
  });
});
