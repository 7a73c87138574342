import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { publicReadCounts } from '../../db/schema/public-guards';

/** One address's reads in one window of one limit (public-read-limit.ts), as this process knows them. */
export interface ReadCount {
  scope: string;
  key: string;
  /** Epoch ms; windows are aligned on the clock, so every process names the same one. */
  windowEndsAt: number;
  /** The total of every process, this one's included, learned at this process's last sending. */
  shared: number;
  /** Let through here and sent: their total has not come back yet. */
  sending: number;
  /** Let through here and not sent yet. */
  unsent: number;
}

const expireEveryMs = 60_000;

/**
 * This process's side of the public read counts shared by every process: reads are counted in
 * memory and sent as one batch (one upsert) at most every second, or sooner when a limit asks
 * (public-read-limit.ts), and each sending brings back the totals of every process. Ended
 * windows are deleted from the table at most once a minute, after a sending.
 */
export function createPublicReadCounts({
  db,
  log,
  clock = () => Date.now(),
  flushEveryMs = 1000,
}: {
  db: Executor;
  log: FastifyBaseLogger;
  clock?: () => number;
  /** 0: only when a limit asks (tests). */
  flushEveryMs?: number;
}) {
  let pending = new Set<ReadCount>();
  let sending: Promise<void> | undefined;
  let sendingNext: Promise<void> | undefined;
  let lastExpiry = Number.NEGATIVE_INFINITY;

  /** One upsert of the batch; answers the totals of every process, by scope, key and window. */
  async function add(batch: { count: ReadCount; hits: number }[]) {
    const rows = batch.map(({ count, hits }) => ({
      scope: count.scope,
      key: count.key,
      window_ends_at: new Date(count.windowEndsAt).toISOString(),
      hits,
    }));
    // Sorted, so that two processes sending the same keys lock their rows in the same order.
    const result = await db.execute(sql`
      insert into ${publicReadCounts} (scope, key, window_ends_at, hits)
      select scope, key, window_ends_at, hits
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as batch(scope text, key text, window_ends_at timestamptz, hits integer)
      order by scope, key, window_ends_at
      on conflict (scope, key, window_ends_at) do update set hits = ${publicReadCounts.hits} + excluded.hits
      returning scope, key, (extract(epoch from window_ends_at) * 1000)::float8 as ends, hits`);
    const rowsBack = (result as unknown as { rows: { scope: string; key: string; ends: number; hits: number }[] }).rows;
    return new Map(rowsBack.map((row) => [`${row.scope} ${row.key} ${row.ends}`, row.hits]));
  }

  async function sendPending() {
    const batch = [...pending].map((count) => ({ count, hits: count.unsent }));
    pending = new Set();
    for (const { count, hits } of batch) {
      count.sending += hits;
      count.unsent = 0;
    }
    let totals = new Map<string, number>();
    try {
      if (batch.length > 0) totals = await add(batch);
    } catch (error) {
      // Reads go on: this batch's counts are lost, the next sending tries again.
      log.warn({ err: error }, 'could not share the public read counts');
    }
    for (const { count, hits } of batch) {
      count.sending -= hits;
      count.shared = totals.get(`${count.scope} ${count.key} ${count.windowEndsAt}`) ?? count.shared;
    }
    if (clock() - lastExpiry < expireEveryMs) return;
    lastExpiry = clock();
    await db
      .delete(publicReadCounts)
      .where(lte(publicReadCounts.windowEndsAt, new Date(lastExpiry)))
      .catch((error: unknown) => log.warn({ err: error }, 'could not delete the ended public read windows'));
  }

  /** Sends what is pending and learns the totals; a call while a sending runs waits for it, then sends again. */
  function send(): Promise<void> {
    if (!sending) {
      sending = sendPending().finally(() => (sending = undefined));
      return sending;
    }
    sendingNext ??= sending.then(() => {
      sendingNext = undefined;
      return send();
    });
    return sendingNext;
  }

  const timer = flushEveryMs > 0 ? setInterval(() => pending.size > 0 && void send(), flushEveryMs) : undefined;
  timer?.unref();

  return {
    /** A read let through: `count.unsent` was just raised. */
    counted(count: ReadCount) {
      pending.add(count);
    },
    send,
    /** Stops sending (the app closes); what is pending is forgotten. */
    async stop() {
      clearInterval(timer);
      await sendingNext;
      await sending;
    },
  };
}

export type PublicReadCounts = ReturnType<typeof createPublicReadCounts>;
