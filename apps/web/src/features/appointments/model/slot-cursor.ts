import type { Dayjs } from 'dayjs';
import { calendarConstants } from '@tabib/contracts/appointments';

/** The slot the keyboard is on in the time grid: a day of the view and a time of that day. */
export interface SlotCursor {
  dayIndex: number;
  minutes: number;
}

/** What the view shows: its days and the first and last slot start of a day, in minutes. */
export interface SlotBounds {
  days: number;
  first: number;
  last: number;
}

const step = calendarConstants.stepMinutes;
const hour = 60;

export function minutesOf(date: Dayjs): number {
  return date.hour() * hour + date.minute();
}

/** The first and last slot starts between `min` and `max` (the last slot ends at `max` or before it). */
export function slotBoundsOf(days: number, min: Dayjs, max: Dayjs): SlotBounds {
  const first = minutesOf(min);
  const slots = Math.max(1, Math.ceil((minutesOf(max) - first) / step));
  return { days, first, last: first + (slots - 1) * step };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The cursor after a key: arrows move by a slot (up, down) or a day (left, right, mirrored in
 * right-to-left), Page Up/Down by an hour, Home/End to the day's first and last slot. Null: the
 * key is not a move.
 */
export function movedCursor(cursor: SlotCursor, key: string, bounds: SlotBounds, rtl: boolean): SlotCursor | null {
  const byMinutes = (delta: number) => ({ ...cursor, minutes: clamp(cursor.minutes + delta, bounds.first, bounds.last) });
  const byDays = (delta: number) => ({ ...cursor, dayIndex: clamp(cursor.dayIndex + delta, 0, bounds.days - 1) });
  switch (key) {
    case 'ArrowUp':
      return byMinutes(-step);
    case 'ArrowDown':
      return byMinutes(step);
    case 'PageUp':
      return byMinutes(-hour);
    case 'PageDown':
      return byMinutes(hour);
    case 'Home':
      return { ...cursor, minutes: bounds.first };
    case 'End':
      return { ...cursor, minutes: bounds.last };
    case 'ArrowLeft':
      return byDays(rtl ? 1 : -1);
    case 'ArrowRight':
      return byDays(rtl ? -1 : 1);
    default:
      return null;
  }
}
