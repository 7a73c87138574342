import { describe, expect, it } from 'vitest';
import { offScheduleTestOf } from './off-work-blocks';

const on = (weekday: number, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(2024, 8, 1 + weekday, hours, minutes); // 1 September 2024 is a Sunday
};

describe('offScheduleTestOf', () => {
  it('shades nothing for a doctor who never saved a schedule', () => {
    expect(offScheduleTestOf(undefined)).toBeNull();
    expect(offScheduleTestOf(Array.from({ length: 7 }, (_, day) => ({ day, dailySchedule: [] })))).toBeNull();
  });

  it('shades the slots outside typed blocks, in the practice time (UTC+1)', () => {
    const week = Array.from({ length: 7 }, (_, day) => ({
      day,
      dailySchedule:
        day === 1
          ? [
              { _id: 'a', startAt: '08:00', endAt: '10:00', types: ['cabinet' as const] },
              { _id: 'b', startAt: '12:00', endAt: '13:00', types: [] },
            ]
          : [],
    }));
    const isOff = offScheduleTestOf(week)!;
    expect(isOff(on(1, '09:00'))).toBe(false);
    expect(isOff(on(1, '10:55'))).toBe(false);
    expect(isOff(on(1, '11:00'))).toBe(true);
    expect(isOff(on(1, '08:55'))).toBe(true);
    expect(isOff(on(1, '13:00'))).toBe(true);
    expect(isOff(on(2, '09:00'))).toBe(true);
  });
});
