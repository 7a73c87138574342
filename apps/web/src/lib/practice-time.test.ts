import { describe, expect, it } from 'vitest';
import { addDays, displayDay, longDay, offsetLabel, practiceDayOf, timeOf, weekdayOf } from './practice-time';

describe('practice time', () => {
  it("gives days and hours in the practice's zone, not the machine's", () => {
    // 23:30 UTC is already the next day in Algiers (UTC+1) and still the same day in Montreal.
    expect(practiceDayOf('2026-06-01T23:30:00Z', 'Africa/Algiers')).toBe('2026-06-02');
    expect(timeOf('2026-06-01T23:30:00Z', 'Africa/Algiers')).toBe('00:30');
    expect(practiceDayOf('2026-06-01T23:30:00Z', 'America/Montreal')).toBe('2026-06-01');
    expect(timeOf('2026-06-01T23:30:00Z', 'America/Montreal')).toBe('19:30');
  });

  it('writes dates as DD/MM/YYYY with the weekday in the page language, Latin digits in Arabic', () => {
    expect(displayDay('2026-06-02')).toBe('02/06/2026');
    expect(weekdayOf('2026-06-02', 'fr')).toBe('mardi');
    expect(weekdayOf('2026-06-02', 'en')).toBe('Tuesday');
    expect(weekdayOf('2026-06-02', 'ar')).toBe('الثلاثاء');
    expect(longDay('2026-06-02', 'ar')).toBe('الثلاثاء 02/06/2026');
  });

  it("names the zone's offset and counts days across months", () => {
    expect(offsetLabel('Africa/Algiers', new Date('2026-06-01T12:00:00Z'))).toBe('UTC+1');
    expect(addDays('2026-06-28', 4)).toBe('2026-07-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
