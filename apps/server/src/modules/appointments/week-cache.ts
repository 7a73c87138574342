/**
 * In-process cache of the calendar's range answer (docs/performance.md, finding 6), as the
 * bytes the response serializer wrote: a hit skips the database, the presenter and the
 * serializer.
 *
 * - Key: everything the answer depends on (the scoped doctor, the range, the status and
 *   reason filters, and the doctor's own fields the presenter shows); answers do not depend
 *   on the locale. The doctor is the one the request's scope resolved, so a key can never
 *   be reached from another practice.
 * - Invalidation: every write that changes a doctor's calendar sends
 *   `pg_notify(calendarChangesChannel, doctorId)` in its transaction; each server process
 *   LISTENs and drops that doctor's entries when it arrives (at commit). The process that
 *   wrote also drops them itself before answering (domain event).
 * - A fill started before an invalidation of its doctor is not stored (generations), so a
 *   slow read can never put an older answer back.
 * - While the LISTEN connection is down the cache is off and empty: a lost notification
 *   cannot leave a stale week behind.
 * - Bounded: least recently used entries go first, beyond `maxEntries` or `maxBytes`.
 */

export const calendarChangesChannel = 'tabib_calendar_changes';

export interface WeekCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

interface Entry {
  doctorId: string;
  bytes: Buffer;
}

/** How many doctors' last invalidations are remembered before the table is reset (bounded memory). */
const maxRememberedInvalidations = 10_000;

export function createWeekCache({ maxEntries, maxBytes }: WeekCacheOptions) {
  const entries = new Map<string, Entry>(); // insertion order = recency order
  const keysOfDoctor = new Map<string, Set<string>>();
  /** Per doctor, the sequence number of its last invalidation. */
  const invalidatedAt = new Map<string, number>();
  let sequence = 0;
  /** Fills whose ticket is older than this are refused (after a clear or a reset of invalidatedAt). */
  let floor = 0;
  let online = false;
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes.length;
    const keys = keysOfDoctor.get(entry.doctorId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfDoctor.delete(entry.doctorId);
  }

  function clear() {
    entries.clear();
    keysOfDoctor.clear();
    invalidatedAt.clear();
    totalBytes = 0;
    floor = ++sequence;
  }

  return {
    get stats() {
      return { entries: entries.size, bytes: totalBytes, online };
    },

    /** Only while invalidations are heard (the LISTEN connection is up) is anything cached. */
    setOnline(value: boolean) {
      online = value;
      clear();
    },

    get(key: string): Buffer | undefined {
      if (!online) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.bytes;
    },

    /** Taken before reading the database: `set` refuses the fill if the doctor changed since. */
    ticket(): number {
      return ++sequence;
    },

    set(key: string, doctorId: string, ticket: number, bytes: Buffer) {
      if (!online || ticket < floor || (invalidatedAt.get(doctorId) ?? 0) > ticket) return;
      if (bytes.length > maxBytes || maxEntries <= 0) return;
      remove(key);
      entries.set(key, { doctorId, bytes });
      totalBytes += bytes.length;
      let keys = keysOfDoctor.get(doctorId);
      if (!keys) keysOfDoctor.set(doctorId, (keys = new Set()));
      keys.add(key);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },

    invalidateDoctor(doctorId: string) {
      sequence += 1;
      if (invalidatedAt.size >= maxRememberedInvalidations && !invalidatedAt.has(doctorId)) {
        invalidatedAt.clear();
        floor = sequence;
      }
      invalidatedAt.set(doctorId, sequence);
      for (const key of [...(keysOfDoctor.get(doctorId) ?? [])]) remove(key);
    },

    clear,
  };
}

export type WeekCache = ReturnType<typeof createWeekCache>;
