import type { AppConfig } from '../../config';
import { TooManyRequestsError } from '../../lib/app-error';
import { clientAddressKey } from '../auth/client-address';
import type { PublicReadCounts, ReadCount } from './public-read-counts';

/** What app.ts gives the public routes: the limit per address, and this process's side of the shared counts. */
export interface PublicReadOptions {
  readLimit: AppConfig['publicReadLimit'];
  readCounts: PublicReadCounts;
}

const sweepAt = 10_000;
const sweepEveryMs = 60_000;

/**
 * The reads a process lets through for one address before it must learn the others' counts:
 * a twentieth of the limit. Beyond the limit, each process lets through at most this many.
 */
export const unsharedReadsOf = (max: number) => Math.max(1, Math.floor(max / 20));

/**
 * The public pages' reads (doctor, slots, challenge...) counted per client address, in fixed
 * windows aligned on the clock. A read costs a query or less (a cache hit), so it is counted in
 * memory; with `shared`, every process's counts are summed in the database (public-read-counts.ts)
 * without a round trip per read: an address is refused once the total learned plus this
 * process's reads not yet counted in it reach `max`, and a process waits for the total before
 * letting through more than `unsharedReadsOf(max)` reads it has not learned the total of. With
 * P processes an address gets at most `max - 1 + P * unsharedReadsOf(max)` reads a window.
 * Bookings are counted in the database, one by one (public-rate-limits.ts).
 */
export function createPublicReadLimit(
  limit: { max: number; windowMinutes: number },
  options: { shared?: { counts: PublicReadCounts; scope: string }; clock?: () => number } = {},
) {
  const { shared, clock = () => Date.now() } = options;
  const windowMs = limit.windowMinutes * 60_000;
  const unshared = unsharedReadsOf(limit.max);
  const counts = new Map<string, ReadCount>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  function countOf(key: string, at: number): ReadCount {
    // Many addresses at once: ended windows are dropped, at most once a minute (a sweep reads them all).
    if (counts.size >= sweepAt && at - lastSweep >= sweepEveryMs) {
      lastSweep = at;
      for (const [address, count] of counts) if (count.windowEndsAt <= at) counts.delete(address);
    }
    const windowEndsAt = (Math.floor(at / windowMs) + 1) * windowMs;
    let count = counts.get(key);
    if (count?.windowEndsAt !== windowEndsAt) {
      count = { scope: shared?.scope ?? '', key, windowEndsAt, shared: 0, sending: 0, unsent: 0 };
      counts.set(key, count);
    }
    return count;
  }

  return async (ip: string): Promise<void> => {
    const key = clientAddressKey(ip);
    for (;;) {
      const at = clock();
      const count = countOf(key, at);
      const unlearned = count.sending + count.unsent;
      if (count.shared + unlearned >= limit.max) throw new TooManyRequestsError(Math.ceil((count.windowEndsAt - at) / 1000));
      if (!shared) {
        count.unsent += 1;
        return;
      }
      if (unlearned < unshared) {
        count.unsent += 1;
        shared.counts.counted(count);
        return;
      }
      await shared.counts.send();
    }
  };
}
