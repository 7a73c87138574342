import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { clockOf } from './calendar-events';

describe('clockOf', () => {
  it('formats as dayjs HH:mm does, in the browser time zone', () => {
    for (const iso of [
      '2026-12-06T05:50:00Z',
      '2026-12-06T22:05:00Z',
      '2026-12-06T23:00:00Z',
      '2026-03-29T01:30:00Z',
      '2026-07-01T11:59:59Z',
    ]) {
      const date = new Date(iso);
      expect(clockOf(date), iso).toBe(dayjs(date).format('HH:mm'));
    }
  });
});
