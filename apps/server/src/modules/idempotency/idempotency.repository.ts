import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema/idempotency';

export type StoredAnswer = Omit<IdempotencyKeyRow, 'createdAt' | 'expiresAt'>;

/**
 * How long a key answers with its first answer; after that it is a new key. A week: an action
 * queued offline (issue 14) may be replayed days after it was made, its answer lost on the way.
 */
export const idempotencyKeyLifetimeHours = 7 * 24;

/** The only Drizzle code of idempotent writes. */
export function createIdempotencyRepository(db: Executor) {
  return {
    /**
     * Holds the key until this transaction ends, or answers false at once when another
     * transaction holds it (a request with this key still running). The two-integer lock space
     * is used by nothing else here, so no other advisory lock can be mistaken for it.
     */
    async tryLock(scope: string, key: string): Promise<boolean> {
      const [row] = await db
        .select({
          locked: sql<boolean>`pg_try_advisory_xact_lock(hashtext('idempotency_keys'), hashtext(${`${scope} ${key}`}))`,
        })
        .from(sql`(select 1) as one`);
      return row?.locked === true;
    },

    async findLive(scope: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, sql`now()`)))
        .limit(1);
      return row;
    },

    /** Stores the answer; an expired row of the same key is replaced. */
    async store(answer: StoredAnswer) {
      const row = {
        ...answer,
        createdAt: sql`now()`,
        expiresAt: sql`now() + make_interval(hours => ${idempotencyKeyLifetimeHours})`,
      };
      await db
        .insert(idempotencyKeys)
        .values(row)
        .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: row });
    },

    async deleteExpired(): Promise<void> {
      await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, sql`now()`));
    },
  };
}
