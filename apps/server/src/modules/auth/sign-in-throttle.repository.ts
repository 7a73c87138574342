import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInCounters, signInDevices, type SignInScope } from '../../db/schema/auth';

export interface CounterKey {
  scope: SignInScope;
  key: string;
}

export interface Counted extends CounterKey {
  /** This attempt's number in the window, itself included. */
  attempts: number;
  windowEndsAt: Date;
  secondsLeft: number;
}

const windowEnded = sql`${signInCounters.windowEndsAt} <= now()`;

export function createSignInThrottleRepository(db: Executor) {
  return {
    /**
     * Counts one attempt on each counter, opening a new window where the last one has ended.
     * One statement: the row locks give parallel attempts distinct numbers, on every process.
     */
    count(counters: (CounterKey & { windowSeconds: number })[]): Promise<Counted[]> {
      return db
        .insert(signInCounters)
        .values(
          counters.map(({ scope, key, windowSeconds }) => ({
            scope,
            key,
            attempts: 1,
            windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})`,
          })),
        )
        .onConflictDoUpdate({
          target: [signInCounters.scope, signInCounters.key],
          set: {
            attempts: sql`case when ${windowEnded} then 1 else ${signInCounters.attempts} + 1 end`,
            windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${signInCounters.windowEndsAt} end`,
          },
        })
        .returning({
          scope: signInCounters.scope,
          key: signInCounters.key,
          attempts: signInCounters.attempts,
          windowEndsAt: signInCounters.windowEndsAt,
          secondsLeft: sql<number>`greatest(ceil(extract(epoch from ${signInCounters.windowEndsAt} - now())), 1)::int`,
        });
    },

    /** Takes one attempt back from each counter still in the window it was counted in. */
    async refund(counted: Counted[]) {
      await db
        .update(signInCounters)
        .set({ attempts: sql`greatest(${signInCounters.attempts} - 1, 0)` })
        .where(
          or(
            ...counted.map(({ scope, key, windowEndsAt }) =>
              and(eq(signInCounters.scope, scope), eq(signInCounters.key, key), eq(signInCounters.windowEndsAt, windowEndsAt)),
            ),
          ),
        );
    },

    async clear({ scope, key }: CounterKey) {
      await db.delete(signInCounters).where(and(eq(signInCounters.scope, scope), eq(signInCounters.key, key)));
    },

    /** Stamps the account's counter unless it was stamped within the hour: true for the one caller who stamped it. */
    async claimNotice(key: string) {
      const rows = await db
        .update(signInCounters)
        .set({ noticedAt: sql`now()` })
        .where(
          and(
            eq(signInCounters.scope, 'account'),
            eq(signInCounters.key, key),
            or(isNull(signInCounters.noticedAt), lt(signInCounters.noticedAt, sql`now() - interval '1 hour'`)),
          ),
        )
        .returning({ key: signInCounters.key });
      return rows.length > 0;
    },

    /** Ended windows (unless their notice is under an hour old) and devices unused for `deviceDays`. */
    async sweep(deviceDays: number) {
      await db
        .delete(signInCounters)
        .where(
          and(
            lt(signInCounters.windowEndsAt, sql`now()`),
            or(isNull(signInCounters.noticedAt), lt(signInCounters.noticedAt, sql`now() - interval '1 hour'`)),
          ),
        );
      await db.delete(signInDevices).where(lt(signInDevices.lastUsedAt, sql`now() - make_interval(days => ${deviceDays})`));
    },

    devicesOfToken(tokenHash: string) {
      return db
        .select({ id: signInDevices.id, userId: signInDevices.userId })
        .from(signInDevices)
        .where(eq(signInDevices.tokenHash, tokenHash));
    },

    async rememberDevice(userId: string, tokenHash: string) {
      await db
        .insert(signInDevices)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: [signInDevices.tokenHash, signInDevices.userId], set: { lastUsedAt: sql`now()` } });
    },
  };
}

export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;
