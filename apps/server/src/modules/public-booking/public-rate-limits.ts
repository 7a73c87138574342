import { lt, sql } from 'drizzle-orm';
import { publicBookingLimits } from '@tabib/contracts/public-booking';
import type { Executor } from '../../db/client';
import { rateCounters } from '../../db/schema/public-guards';
import { TooManyRequestsError } from '../../lib/app-error';
import { clientAddressKey } from '../auth/client-address';

type Limit = { max: number; windowMinutes: number };
const sweepEveryMs = 10 * 60_000;

/**
 * The public booking's limits, counted in the database so that every server process counts the
 * same: one fixed window per (scope, key), restarted by the first request after it ends.
 */
export function createPublicRateLimits(db: Executor) {
  let lastSweep = 0;

  async function hit(scope: string, key: string, limit: Limit) {
    const windowMs = limit.windowMinutes * 60_000;
    const result = await db.execute<{ hits: number; window_ends_at: string }>(sql`
      insert into ${rateCounters} (scope, key, window_ends_at, hits)
      values (${scope}, ${key}, now() + ${`${windowMs} milliseconds`}::interval, 1)
      on conflict (scope, key) do update set
        hits = case when ${rateCounters.windowEndsAt} <= now() then 1 else ${rateCounters.hits} + 1 end,
        window_ends_at = case when ${rateCounters.windowEndsAt} <= now() then excluded.window_ends_at
          else ${rateCounters.windowEndsAt} end
      returning hits, window_ends_at`);
    const [row] = (result as unknown as { rows: { hits: number; window_ends_at: string | Date }[] }).rows;
    if (Date.now() - lastSweep > sweepEveryMs) {
      lastSweep = Date.now();
      await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, sql`now()`));
    }
    if (row && row.hits > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((new Date(row.window_ends_at).getTime() - Date.now()) / 1000));
      throw new TooManyRequestsError(retryAfter);
    }
  }

  return {
    /** Before anything else is looked at: bookings tried from one client address. */
    bookingFromAddress: (ip: string) => hit('booking-address', clientAddressKey(ip), publicBookingLimits.perAddress),
    /** Bookings tried for one phone number (E.164), whatever the address. */
    bookingForPhone: (phone: string) => hit('booking-phone', phone, publicBookingLimits.perPhone),
  };
}

export type PublicRateLimits = ReturnType<typeof createPublicRateLimits>;
