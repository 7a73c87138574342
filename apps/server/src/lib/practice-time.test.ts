import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { describe, expect, it } from 'vitest';
import { practiceTimeZone } from '@tabib/contracts/appointments';
import { practiceClock, practiceDay, practiceDayBounds } from './practice-time';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('practice time (Intl) agrees with dayjs.tz', () => {
  it('every ~7 hours over 2024-2026: day, day bounds and clock times', () => {
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2027, 0, 1); at += 7 * 3_600_000 + 13 * 60_000) {
      const day = dayjs(at).tz(practiceTimeZone).format('YYYY-MM-DD');
      expect(practiceDay(new Date(at))).toBe(day);
      expect(practiceDay(new Date(at).toISOString())).toBe(day);
      const start = dayjs.tz(day, practiceTimeZone);
      expect(practiceDayBounds(day)).toEqual({ start: start.toDate(), end: start.add(1, 'day').toDate() });
      for (const hhmm of ['00:00', '07:00', '12:35', '23:00']) {
        expect(practiceClock(day, hhmm)).toEqual(dayjs.tz(`${day} ${hhmm}`, practiceTimeZone).toDate());
      }
    }
  });
});
