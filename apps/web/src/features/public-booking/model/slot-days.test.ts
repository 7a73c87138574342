import { describe, expect, it } from 'vitest';
import type { FreeSlotsResponse } from '@tabib/contracts/public-booking';
import { dayToShow, isStillFree, nextRangeFrom, previousRangeFrom, slotDaysOf } from './slot-days';

const timeZone = 'Africa/Algiers';
// Algiers is UTC+1 all year: 08:00Z is 09:00 at the practice.
const slot = (startAt: string, minutes = 30) => ({
  startAt,
  endAt: new Date(Date.parse(startAt) + minutes * 60_000).toISOString(),
});

function answer(days: FreeSlotsResponse['days']): Pick<FreeSlotsResponse, 'days' | 'timeZone'> {
  return { timeZone, days };
}

describe('slotDaysOf', () => {
  it('keeps the days with a free slot, in order, with practice times split into morning and afternoon', () => {
    const days = slotDaysOf(
      answer([
        { day: '2026-06-02', slots: [slot('2026-06-02T12:30:00.000Z'), slot('2026-06-02T08:00:00.000Z')] },
        { day: '2026-06-01', slots: [] },
        { day: '2026-06-03', slots: [slot('2026-06-03T10:30:00.000Z')] },
      ]),
    );
    expect(days.map((day) => day.day)).toEqual(['2026-06-02', '2026-06-03']);
    expect(days[0]!.slots.map((choice) => choice.time)).toEqual(['09:00', '13:30']);
    expect(days[0]!.periods).toEqual([
      { period: 'morning', slots: [expect.objectContaining({ time: '09:00' })] },
      { period: 'afternoon', slots: [expect.objectContaining({ time: '13:30' })] },
    ]);
    // 11:30 at the practice: a morning only.
    expect(days[1]!.periods.map((group) => group.period)).toEqual(['morning']);
  });

  it('shows the practice time whatever the machine, and a start given twice once', () => {
    const [day] = slotDaysOf(
      answer([{ day: '2026-06-02', slots: [slot('2026-06-02T11:00:00Z'), slot('2026-06-02T11:00:00.000Z')] }]),
    );
    expect(day!.slots).toHaveLength(1);
    expect(day!.slots[0]!.time).toBe('12:00');
    expect(day!.periods[0]!.period).toBe('afternoon');
  });

  it('has no day at all when nothing is free (the page says so)', () => {
    expect(slotDaysOf(answer([{ day: '2026-06-01', slots: [] }]))).toEqual([]);
  });
});

describe('the day shown and the slot kept', () => {
  const days = slotDaysOf(
    answer([
      { day: '2026-06-02', slots: [slot('2026-06-02T08:00:00.000Z')] },
      { day: '2026-06-04', slots: [slot('2026-06-04T08:00:00.000Z')] },
    ]),
  );

  it('shows the wanted day while it has a slot, else the first day that has one', () => {
    expect(dayToShow(days, '2026-06-04')).toBe('2026-06-04');
    expect(dayToShow(days, '2026-06-03')).toBe('2026-06-02');
    expect(dayToShow(days, null)).toBe('2026-06-02');
    expect(dayToShow([], null)).toBeNull();
  });

  it('tells whether a chosen slot is still free after the slots are fetched again', () => {
    expect(isStillFree(days, '2026-06-04T08:00:00Z')).toBe(true);
    expect(isStillFree(days, '2026-06-04T09:00:00.000Z')).toBe(false);
  });
});

describe('the ranges of days', () => {
  it('goes on the day after the last one', () => {
    expect(nextRangeFrom({ to: '2026-06-28' })).toBe('2026-06-29');
  });

  it('goes back by the length of the range, never before today', () => {
    expect(previousRangeFrom({ from: '2026-06-29', to: '2026-07-26' }, '2026-06-01')).toBe('2026-06-01');
    expect(previousRangeFrom({ from: '2026-07-27', to: '2026-08-23' }, '2026-06-01')).toBe('2026-06-29');
    expect(previousRangeFrom({ from: '2026-06-10', to: '2026-07-07' }, '2026-06-20')).toBeNull();
    expect(previousRangeFrom({ from: '2026-06-01', to: '2026-06-28' }, '2026-06-01')).toBeNull();
  });
});
