import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { TooManyRequestsError } from '../../lib/app-error';
import { openTestDatabase, testBackends } from '../../test/test-database';
import { createPublicReadCounts, type PublicReadCounts } from './public-read-counts';
import { createPublicReadLimit, unsharedReadsOf } from './public-read-limit';

const refused = (read: Promise<void>) =>
  read.then(
    () => false,
    (error: unknown) => {
      if (error instanceof TooManyRequestsError) return true;
      throw error;
    },
  );

describe('the public reads limit', () => {
  it('lets an address read its share of a window, refuses beyond, and starts again with the next window', async () => {
    let now = 1_200_000;
    const check = createPublicReadLimit({ max: 3, windowMinutes: 10 }, { clock: () => now });
    for (let read = 0; read < 3; read++) await check('203.0.113.7');
    await expect(check('203.0.113.7')).rejects.toThrow(TooManyRequestsError);
    // Another address, and another client of the same IPv6 /64 counted as one.
    await check('203.0.113.8');
    for (let read = 0; read < 3; read++) await check(`2001:db8::${read + 1}`);
    await expect(check('2001:db8::99')).rejects.toThrow(TooManyRequestsError);
    now += 10 * 60_000;
    await expect(check('203.0.113.7')).resolves.toBeUndefined();
  });

  it('says when to come back: windows are aligned on the clock', async () => {
    let now = 0;
    const check = createPublicReadLimit({ max: 1, windowMinutes: 1 }, { clock: () => now });
    await check('198.51.100.1');
    now = 15_000;
    const error = await check('198.51.100.1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(45);
  });
});

describe.each(testBackends())('the public reads limit shared by two processes on %s', (backend) => {
  const log = pino({ level: 'silent' });
  const limit = { max: 60, windowMinutes: 10 };
  const unshared = unsharedReadsOf(limit.max);
  let database: DatabaseHandle & { url?: string };
  /** The second process's own connections (PGlite is one process: the same handle). */
  let other: DatabaseHandle;
  let now = Date.parse('2030-03-12T09:00:00.000Z');
  const stores: PublicReadCounts[] = [];

  /** One process's limit, with its own counts sent only when the limit asks (no timer). */
  function processLimit(db: DatabaseHandle, scope = 'booking', flushEveryMs = 0) {
    const counts = createPublicReadCounts({ db: db.db, log, clock: () => now, flushEveryMs });
    stores.push(counts);
    return Object.assign(createPublicReadLimit(limit, { shared: { counts, scope }, clock: () => now }), { counts });
  }

  const storedHits = async (key: string) => {
    const result = await database.db.execute(
      sql`select coalesce(sum(hits), 0)::int as hits from public_read_counts where key = ${key}`,
    );
    return (result as unknown as { rows: { hits: number }[] }).rows[0]!.hits;
  };

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    other = backend === 'postgres' ? openPostgres(database.url!) : database;
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.stop()));
    if (other !== database) await other.close();
    await database.close();
  });

  it('lets one budget through: the second process lets at most its unshared reads through beyond it', async () => {
    const [a, b] = [processLimit(database), processLimit(other)];
    const ip = '203.0.113.10';
    for (let read = 0; read < limit.max; read++) await a(ip);
    expect(await refused(a(ip))).toBe(true);
    // B has not heard of this address: it lets `unshared` reads through, then learns the total.
    for (let read = 0; read < unshared; read++) expect(await refused(b(ip))).toBe(false);
    expect(await refused(b(ip))).toBe(true);
    expect(await refused(a(ip))).toBe(true);
    // A's last reads go with its next sending (its timer's, within a second).
    await a.counts.send();
    expect(await storedHits(ip)).toBe(limit.max + unshared);
  });

  it('reads alternating between the processes: refused after max, within the bound, never before', async () => {
    const [a, b] = [processLimit(database), processLimit(other)];
    const ip = '2001:db8:1::7';
    let letThrough = 0;
    let firstRefusal: number | undefined;
    for (let read = 0; read < 2 * limit.max; read++) {
      if (await refused((read % 2 === 0 ? a : b)(ip))) firstRefusal ??= letThrough;
      else letThrough++;
    }
    // A refusal means the total really reached max; beyond it each process let at most `unshared` through.
    expect(firstRefusal).toBeGreaterThanOrEqual(limit.max);
    expect(letThrough).toBeLessThanOrEqual(limit.max - 1 + 2 * unshared);
    expect(letThrough).toBe(63);
    expect(await refused(a(ip))).toBe(true);
    expect(await refused(b(ip))).toBe(true);
  });

  it('counts each limit apart, and starts afresh in the next window, deleting the ended ones', async () => {
    const [a, b] = [processLimit(database, 'receipts'), processLimit(other, 'receipts')];
    const otherScope = processLimit(other, 'short-links');
    const ip = '198.51.100.20';
    for (let read = 0; read < limit.max; read++) await a(ip);
    expect(await refused(a(ip))).toBe(true);
    expect(await refused(otherScope(ip))).toBe(false);

    now += limit.windowMinutes * 60_000;
    expect(await refused(a(ip))).toBe(false);
    expect(await refused(b(ip))).toBe(false);
    // The ended window's rows go with the next sending (at most once a minute).
    await a.counts.send();
    await b.counts.send();
    expect(await storedHits(ip)).toBe(2);
  });

  it('sends a process’s reads within a second on its own', async () => {
    const a = processLimit(database, 'booking', 100);
    const ip = '192.0.2.44';
    await a(ip);
    await a(ip);
    await expect.poll(() => storedHits(ip), { timeout: 2000, interval: 50 }).toBe(2);
  });
});
