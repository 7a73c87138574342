import { describe, expect, it } from 'vitest';
import { createWeekCache } from './week-cache';

const bytes = (size: number) => Buffer.alloc(size, 1);

function onlineCache(maxEntries = 10, maxBytes = 1000) {
  const cache = createWeekCache({ maxEntries, maxBytes });
  cache.setOnline(true);
  return cache;
}

describe('week cache', () => {
  it('serves what was stored, and nothing while offline', () => {
    const cache = onlineCache();
    cache.set('a', 'doctor-1', cache.ticket(), bytes(10));
    expect(cache.get('a')?.length).toBe(10);
    cache.setOnline(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'doctor-1', cache.ticket(), bytes(10));
    cache.setOnline(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it("drops one doctor's entries only", () => {
    const cache = onlineCache();
    cache.set('a1', 'doctor-1', cache.ticket(), bytes(10));
    cache.set('a2', 'doctor-1', cache.ticket(), bytes(10));
    cache.set('b1', 'doctor-2', cache.ticket(), bytes(10));
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
    cache.set('a', 'doctor-1', early, bytes(10));
    expect(cache.get('a')).toBeUndefined();
    const otherDoctor = cache.ticket();
    cache.invalidateDoctor('doctor-2');
    cache.set('a', 'doctor-1', otherDoctor, bytes(10));
    expect(cache.get('a')).toBeDefined();
  });

  it('refuses a fill that started before the cache was cleared (connection lost and back)', () => {
    const cache = onlineCache();
    const early = cache.ticket();
    cache.setOnline(false);
    cache.setOnline(true);
    cache.set('a', 'doctor-1', early, bytes(10));
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its entry and byte caps, dropping the least recently used first', () => {
    const cache = onlineCache(3, 35);
    for (const key of ['a', 'b', 'c']) cache.set(key, 'doctor-1', cache.ticket(), bytes(10));
    cache.get('a');
    cache.set('d', 'doctor-2', cache.ticket(), bytes(10));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
    cache.set('e', 'doctor-2', cache.ticket(), bytes(20));
    expect(cache.stats.bytes).toBeLessThanOrEqual(35);
    expect(cache.stats.entries).toBeLessThanOrEqual(3);
    expect(cache.get('e')).toBeDefined();
    cache.set('huge', 'doctor-3', cache.ticket(), bytes(100));
    expect(cache.get('huge')).toBeUndefined();
  });
});
