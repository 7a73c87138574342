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

  it('hands out a fresh Date each time (the remembered instants cannot be changed by a caller)', () => {
    const first = practiceClock('2026-03-10', '09:30');
    first.setTime(0);
    expect(practiceClock('2026-03-10', '09:30')).toEqual(dayjs.tz('2026-03-10 09:30', practiceTimeZone).toDate());
    const bounds = practiceDayBounds('2026-03-10');
    bounds.start.setTime(0);
    expect(practiceDayBounds('2026-03-10').start).toEqual(dayjs.tz('2026-03-10', practiceTimeZone).toDate());
  });
});
