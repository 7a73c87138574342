import type { CalendarSpan } from '../events/domain-event';

/**
 * In-process cache of an answer computed from a range of a doctor's calendar, as the bytes the
 * response serializer wrote: a hit skips the database, the presenter and the serializer. Two
 * instances: the calendar's week answer (docs/performance.md, finding 6) and the public page's
 * free slots (issue 15).
 *
 * - Key: everything the answer depends on (the scoped doctor, the range, the status and
 *   reason filters, and the doctor's own fields the presenter shows); answers do not depend
 *   on the locale. The doctor is the one the request's scope resolved, so a key can never
 *   be reached from another practice.
 * - Invalidation: every write that changes a doctor's calendar logs a domain event in its
 *   transaction (events/event-log.ts); each server process's dispatcher hands it to this
 *   cache once committed (app.ts). The process that wrote also drops the entries itself
 *   before answering. A change to appointments names their times before and after: only the
 *   cached ranges that overlap one of them go, so a booking next month leaves this week's
 *   answer in place. Anything else (a reason, a patient's name, the doctor's fields) drops
 *   all of the doctor's.
 * - A fill started before an invalidation that concerns it (its doctor, or a span overlapping
 *   its range) is not stored (generations), so a slow read can never put an older answer back.
 * - While the dispatcher's LISTEN connection is down the cache is off and empty: an event
 *   heard late cannot leave a stale week behind meanwhile.
 * - An answer that also depends on the clock (free slots are offered only until they start) is
 *   stored with the moment it stops being true, and is not served from then on.
 * - Bounded: least recently used entries go first, beyond `maxEntries` or `maxBytes`.
 */

export interface CalendarAnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

/** What a cached answer covers: a doctor's appointments overlapping [from, to). */
export interface CachedRange extends CalendarSpan {
  doctorId: string;
}

/** What changed: the doctor's appointments within `spans`, or (no spans) anything of the doctor's. */
export interface CalendarChange {
  doctorId: string;
  spans?: CalendarSpan[];
}

interface Entry {
  range: CachedRange;
  bytes: Buffer;
  /** Epoch ms from which the answer is no longer served. */
  expiresAt: number;
}

interface LoggedSpan extends CalendarSpan {
  sequence: number;
}

/** How many doctors' last invalidations are remembered before the table is reset (bounded memory). */
const maxRememberedInvalidations = 10_000;
/** Spans remembered per doctor; beyond, the oldest counts as a change to all of the doctor's. */
const maxSpansPerDoctor = 32;

const overlaps = (a: CalendarSpan, b: CalendarSpan) => a.from < b.to && b.from < a.to;

export function createCalendarAnswerCache({ maxEntries, maxBytes }: CalendarAnswerCacheOptions) {
  const entries = new Map<string, Entry>(); // insertion order = recency order
  const keysOfDoctor = new Map<string, Set<string>>();
  /** Per doctor, the sequence number of its last invalidation of everything. */
  const invalidatedAt = new Map<string, number>();
  /** Per doctor, its last span invalidations. */
  const spansOf = new Map<string, LoggedSpan[]>();
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
    const keys = keysOfDoctor.get(entry.range.doctorId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfDoctor.delete(entry.range.doctorId);
  }

  function clear() {
    entries.clear();
    keysOfDoctor.clear();
    invalidatedAt.clear();
    spansOf.clear();
    totalBytes = 0;
    floor = ++sequence;
  }

  function changedSince(ticket: number, range: CachedRange): boolean {
    if (ticket < floor || (invalidatedAt.get(range.doctorId) ?? 0) > ticket) return true;
    return (spansOf.get(range.doctorId) ?? []).some((span) => span.sequence > ticket && overlaps(span, range));
  }

  function remember(doctorId: string, spans: CalendarSpan[] | undefined) {
    if (
      invalidatedAt.size + spansOf.size >= maxRememberedInvalidations &&
      !invalidatedAt.has(doctorId) &&
      !spansOf.has(doctorId)
    ) {
      invalidatedAt.clear();
      spansOf.clear();
      floor = sequence;
    }
    if (!spans) {
      invalidatedAt.set(doctorId, sequence);
      spansOf.delete(doctorId);
      return;
    }
    const logged = spansOf.get(doctorId) ?? [];
    logged.push(...spans.map((span) => ({ ...span, sequence })));
    for (const forgotten of logged.splice(0, Math.max(0, logged.length - maxSpansPerDoctor))) {
      invalidatedAt.set(doctorId, Math.max(invalidatedAt.get(doctorId) ?? 0, forgotten.sequence));
    }
    spansOf.set(doctorId, logged);
  }

  function invalidate({ doctorId, spans }: CalendarChange) {
    sequence += 1;
    remember(doctorId, spans);
    for (const key of [...(keysOfDoctor.get(doctorId) ?? [])]) {
      const range = entries.get(key)?.range;
      if (!spans || (range && spans.some((span) => overlaps(span, range)))) remove(key);
    }
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

    get(key: string, at = Date.now()): Buffer | undefined {
      if (!online) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= at) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.bytes;
    },

    /** Taken before reading the database: `set` refuses the fill if the doctor changed since. */
    ticket(): number {
      return ++sequence;
    },

    set(key: string, range: CachedRange, ticket: number, bytes: Buffer, expiresAt = Infinity) {
      if (!online || changedSince(ticket, range)) return;
      if (bytes.length > maxBytes || maxEntries <= 0) return;
      remove(key);
      entries.set(key, { range, bytes, expiresAt });
      totalBytes += bytes.length;
      let keys = keysOfDoctor.get(range.doctorId);
      if (!keys) keysOfDoctor.set(range.doctorId, (keys = new Set()));
      keys.add(key);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },

    invalidate,

    invalidateDoctor(doctorId: string) {
      invalidate({ doctorId });
    },

    clear,
  };
}

export type CalendarAnswerCache = ReturnType<typeof createCalendarAnswerCache>;
