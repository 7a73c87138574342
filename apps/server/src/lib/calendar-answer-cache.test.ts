import { describe, expect, it } from 'vitest';
import { createCalendarAnswerCache } from './calendar-answer-cache';

const bytes = (size: number) => Buffer.alloc(size, 1);
const day = 86_400_000;
/** The range a cached answer covers: by default the first week. */
const week = (doctorId: string, from = 0, to = 7 * day) => ({ doctorId, from, to });

function onlineCache(maxEntries = 10, maxBytes = 1000) {
  const cache = createCalendarAnswerCache({ maxEntries, maxBytes });
  cache.setOnline(true);
  return cache;
}

describe('calendar answer cache', () => {
  it('serves what was stored, and nothing while offline', () => {
    const cache = onlineCache();
    cache.set('a', week('doctor-1'), cache.ticket(), bytes(10));
    expect(cache.get('a')?.length).toBe(10);
    cache.setOnline(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', week('doctor-1'), cache.ticket(), bytes(10));
    cache.setOnline(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it("drops one doctor's entries only", () => {
    const cache = onlineCache();
    cache.set('a1', week('doctor-1'), cache.ticket(), bytes(10));
    cache.set('a2', week('doctor-1'), cache.ticket(), bytes(10));
    cache.set('b1', week('doctor-2'), cache.ticket(), bytes(10));
    cache.invalidateDoctor('doctor-1');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBeDefined();
    expect(cache.stats).toMatchObject({ entries: 1, bytes: 10 });
  });

  it('refuses a fill that started before an invalidation of its doctor, and accepts the next one', () => {
    const cache = onlineCache();
    const early = cache.ticket();
    cache.invalidateDoctor('doctor-1');
    cache.set('a', week('doctor-1'), early, bytes(10));
    expect(cache.get('a')).toBeUndefined();
    const otherDoctor = cache.ticket();
    cache.invalidateDoctor('doctor-2');
    cache.set('a', week('doctor-1'), otherDoctor, bytes(10));
    expect(cache.get('a')).toBeDefined();
  });

  it('refuses a fill that started before the cache was cleared (connection lost and back)', () => {
    const cache = onlineCache();
    const early = cache.ticket();
    cache.setOnline(false);
    cache.setOnline(true);
    cache.set('a', week('doctor-1'), early, bytes(10));
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its entry and byte caps, dropping the least recently used first', () => {
    const cache = onlineCache(3, 35);
    for (const key of ['a', 'b', 'c']) cache.set(key, week('doctor-1'), cache.ticket(), bytes(10));
    cache.get('a');
    cache.set('d', week('doctor-2'), cache.ticket(), bytes(10));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
    cache.set('e', week('doctor-2'), cache.ticket(), bytes(20));
    expect(cache.stats.bytes).toBeLessThanOrEqual(35);
    expect(cache.stats.entries).toBeLessThanOrEqual(3);
    expect(cache.get('e')).toBeDefined();
    cache.set('huge', week('doctor-3'), cache.ticket(), bytes(100));
    expect(cache.get('huge')).toBeUndefined();
  });

  it("drops only the doctor's cached ranges that a changed span overlaps", () => {
    const cache = onlineCache();
    cache.set('week-1', week('doctor-1', 0, 7 * day), cache.ticket(), bytes(10));
    cache.set('week-2', week('doctor-1', 7 * day, 14 * day), cache.ticket(), bytes(10));
    cache.set('month', week('doctor-1', 0, 35 * day), cache.ticket(), bytes(10));
    cache.set('other', week('doctor-2', 0, 7 * day), cache.ticket(), bytes(10));
    // An appointment moved from day 9 to day 20: weeks 2 and 3 changed, week 1 did not.
    cache.invalidate({
      doctorId: 'doctor-1',
      spans: [
        { from: 9 * day, to: 9 * day + 1_800_000 },
        { from: 20 * day, to: 20 * day + 1_800_000 },
      ],
    });
    expect(cache.get('week-1')).toBeDefined();
    expect(cache.get('week-2')).toBeUndefined();
    expect(cache.get('month')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
    // A span ending where a range starts does not touch it (ends are excluded).
    cache.invalidate({ doctorId: 'doctor-1', spans: [{ from: 6 * day, to: 7 * day }] });
    cache.set('week-2', week('doctor-1', 7 * day, 14 * day), cache.ticket(), bytes(10));
    cache.invalidate({ doctorId: 'doctor-1', spans: [{ from: 6 * day, to: 7 * day }] });
    expect(cache.get('week-1')).toBeUndefined();
    expect(cache.get('week-2')).toBeDefined();
  });

  it('refuses a fill whose range a span changed after its ticket, and keeps the others', () => {
    const cache = onlineCache();
    const early = cache.ticket();
    cache.invalidate({ doctorId: 'doctor-1', spans: [{ from: 8 * day, to: 8 * day + 1 }] });
    cache.set('week-2', week('doctor-1', 7 * day, 14 * day), early, bytes(10));
    cache.set('week-1', week('doctor-1', 0, 7 * day), early, bytes(10));
    expect(cache.get('week-2')).toBeUndefined();
    expect(cache.get('week-1')).toBeDefined();
  });

  it('counts spans it no longer remembers as a change to all of the doctor', () => {
    const cache = onlineCache();
    const early = cache.ticket();
    cache.invalidate({ doctorId: 'doctor-1', spans: [{ from: 0, to: 1 }] });
    for (let i = 0; i < 40; i++) cache.invalidate({ doctorId: 'doctor-1', spans: [{ from: 100 * day, to: 100 * day + 1 }] });
    cache.set('week-1', week('doctor-1', 0, 7 * day), early, bytes(10));
    expect(cache.get('week-1')).toBeUndefined();
    cache.set('week-1', week('doctor-1', 0, 7 * day), cache.ticket(), bytes(10));
    expect(cache.get('week-1')).toBeDefined();
  });

  it('stops serving an answer once it is no longer true, and frees its room', () => {
    const cache = onlineCache(10, 25);
    cache.set('slots', week('doctor-1'), cache.ticket(), bytes(20), 1_000);
    expect(cache.get('slots', 999)?.length).toBe(20);
    expect(cache.get('slots', 1_000)).toBeUndefined();
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });
  });
});
