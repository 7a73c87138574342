import type { FreeSlotsResponse } from '@tabib/contracts/public-booking';
import { addDays, timeOf } from '../../../lib/practice-time';

export interface SlotChoice {
  startAt: string;
  endAt: string;
  /** HH:mm in the practice's time zone */
  time: string;
}

export type DayPeriod = 'morning' | 'afternoon';

export interface SlotDay {
  /** YYYY-MM-DD, a practice day */
  day: string;
  slots: SlotChoice[];
  /** The day's slots before and from noon (practice time), the empty periods left out. */
  periods: { period: DayPeriod; slots: SlotChoice[] }[];
}

const noon = '12:00';

/**
 * The days of a slots answer the patient can pick: those with a free slot, in order, each slot
 * with its practice time and a start the server gave once (a repeated start is shown once).
 */
export function slotDaysOf(response: Pick<FreeSlotsResponse, 'days' | 'timeZone'>): SlotDay[] {
  return [...response.days]
    .sort((a, b) => a.day.localeCompare(b.day))
    .flatMap(({ day, slots }) => {
      const seen = new Set<number>();
      const choices = [...slots]
        .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))
        .filter((slot) => {
          const start = Date.parse(slot.startAt);
          if (seen.has(start)) return false;
          seen.add(start);
          return true;
        })
        .map((slot) => ({ startAt: slot.startAt, endAt: slot.endAt, time: timeOf(slot.startAt, response.timeZone) }));
      if (choices.length === 0) return [];
      const periods = (['morning', 'afternoon'] as const)
        .map((period) => ({
          period,
          slots: choices.filter((slot) => slot.time < noon === (period === 'morning')),
        }))
        .filter((group) => group.slots.length > 0);
      return [{ day, slots: choices, periods }];
    });
}

/** The day to show first: the one of the chosen slot while it is still free, else the first with a slot. */
export function dayToShow(days: SlotDay[], wanted: string | null): string | null {
  if (wanted && days.some((day) => day.day === wanted)) return wanted;
  return days[0]?.day ?? null;
}

/** Whether a slot the patient chose is still among the free ones. */
export function isStillFree(days: SlotDay[], startAt: string): boolean {
  const start = Date.parse(startAt);
  return days.some((day) => day.slots.some((slot) => Date.parse(slot.startAt) === start));
}

/** The first day of the range after this one (the 'following weeks' button). */
export function nextRangeFrom(response: Pick<FreeSlotsResponse, 'to'>): string {
  return addDays(response.to, 1);
}

/**
 * The first day of the range before this one, or null when this one starts today (the server
 * never offers a past day).
 */
export function previousRangeFrom(response: Pick<FreeSlotsResponse, 'from' | 'to'>, today: string): string | null {
  if (response.from <= today) return null;
  const length = Math.round((Date.parse(response.to) - Date.parse(response.from)) / 86_400_000) + 1;
  const start = addDays(response.from, -length);
  return start < today ? today : start;
}
