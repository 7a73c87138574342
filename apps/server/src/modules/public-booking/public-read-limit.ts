import { TooManyRequestsError } from '../../lib/app-error';
import { clientAddressKey } from '../auth/client-address';

const sweepAt = 10_000;
const sweepEveryMs = 60_000;

/**
 * The public page's reads (doctor, slots, challenge) counted per client address in this
 * process's memory: a read costs a query, so a database count would double its cost, and a
 * limit per process (several processes each let through their share) is enough to stop a
 * scraper. Bookings are counted in the database (public-rate-limits.ts).
 */
export function createPublicReadLimit(limit: { max: number; windowMinutes: number }, clock = () => Date.now()) {
  const windowMs = limit.windowMinutes * 60_000;
  const windows = new Map<string, { endsAt: number; hits: number }>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  return (ip: string) => {
    const at = clock();
    // Many addresses at once: ended windows are dropped, at most once a minute (a sweep reads them all).
    if (windows.size >= sweepAt && at - lastSweep >= sweepEveryMs) {
      lastSweep = at;
      for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    }
    const key = clientAddressKey(ip);
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      window = { endsAt: at + windowMs, hits: 0 };
      windows.set(key, window);
    }
    window.hits += 1;
    if (window.hits > limit.max) throw new TooManyRequestsError(Math.ceil((window.endsAt - at) / 1000));
  };
}
