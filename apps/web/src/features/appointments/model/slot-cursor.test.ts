import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { movedCursor, slotBoundsOf } from './slot-cursor';

const day = dayjs('2026-03-10T00:00:00');
const week = slotBoundsOf(7, day.hour(7), day.hour(23));

describe('slot cursor', () => {
  it('spans the visible hours by five-minute slots', () => {
    expect(week).toEqual({ days: 7, first: 7 * 60, last: 23 * 60 - 5 });
    expect(slotBoundsOf(1, day, day.hour(6).minute(59)).last).toBe(6 * 60 + 55);
  });

  it('moves by a slot, an hour and a day, and stops at the edges', () => {
    const start = { dayIndex: 0, minutes: 7 * 60 };
    expect(movedCursor(start, 'ArrowDown', week, false)).toEqual({ dayIndex: 0, minutes: 7 * 60 + 5 });
    expect(movedCursor(start, 'ArrowUp', week, false)).toEqual(start);
    expect(movedCursor(start, 'PageDown', week, false)).toEqual({ dayIndex: 0, minutes: 8 * 60 });
    expect(movedCursor(start, 'End', week, false)).toEqual({ dayIndex: 0, minutes: 23 * 60 - 5 });
    expect(movedCursor(start, 'ArrowRight', week, false)).toEqual({ dayIndex: 1, minutes: 7 * 60 });
    expect(movedCursor(start, 'ArrowLeft', week, false)).toEqual(start);
    expect(movedCursor({ dayIndex: 6, minutes: 600 }, 'ArrowRight', week, false)).toEqual({ dayIndex: 6, minutes: 600 });
  });

  it('mirrors left and right in right-to-left', () => {
    const start = { dayIndex: 3, minutes: 600 };
    expect(movedCursor(start, 'ArrowLeft', week, true)).toEqual({ dayIndex: 4, minutes: 600 });
    expect(movedCursor(start, 'ArrowRight', week, true)).toEqual({ dayIndex: 2, minutes: 600 });
  });

  it('leaves other keys alone', () => {
    expect(movedCursor({ dayIndex: 0, minutes: 600 }, 'Enter', week, false)).toBeNull();
  });
});
