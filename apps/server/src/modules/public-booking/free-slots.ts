import { calendarConstants, type AppointmentType } from '@tabib/contracts/appointments';
import { mergeBlocks } from '@tabib/contracts/schedule';
import { practiceClock, practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { localBlocksOfStored } from '../appointments/schedule-rules';

/** What the free slots are computed from: the doctor's week, days off and live appointments, as loaded. */
export interface FreeSlotsInput {
  /** Every stored block of the week, both modes (UTC HH:mm, `day` the practice weekday). */
  blocks: readonly { day: number; startAt: string; endAt: string; types: AppointmentType[] }[];
  /** Days off (YYYY-MM-DD) and vacancies (both ends included). */
  daysOff: readonly string[];
  vacancies: readonly { from: string; to: string }[];
  /** The live appointments (calendarStatuses) overlapping the range, in epoch ms; any order. */
  busy: readonly { startAt: number; endAt: number }[];
  /** The reason's duration in minutes: every slot is this long, and they start this far apart. */
  duration: number;
  type: AppointmentType;
  now: Date;
  /** First practice day of the range (YYYY-MM-DD) and the number of days. */
  from: string;
  days: number;
}

export interface FreeDay {
  day: string;
  slots: { startAt: Date; endAt: Date }[];
}

const minuteMs = 60_000;

/** The practice day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The slots a patient may be offered, day by day: exactly the candidates the doctor's booking
 * rules accept (free-slots.test.ts checks them against checkTiming and checkSchedule), on no
 * day off or vacancy, overlapping no live appointment, and starting after `now`.
 *
 * Candidates start at the beginning of each block of the type, night and day blocks of the
 * weekday joined as the booking joins them (`mergeBlocks`, what `coversSlot` tests), and follow
 * one another every `duration` minutes; a block's tail shorter than the reason is not offered.
 * The rules are applied per day rather than by calling checkTiming and fitsWeek per candidate:
 * those read the practice clock through Intl (~65 µs a candidate, 30 ms for a month of
 * 15-minute slots) where this needs a few comparisons.
 *
 * A doctor who never saved a schedule offers nothing here: the booking rules then take any hour,
 * which is for the practice to decide, not for a patient.
 */
export function freeSlotsOf(input: FreeSlotsInput): FreeDay[] {
  const { duration, type, now } = input;
  const week = localBlocksOfStored(input.blocks);
  const offering = mergeBlocks(week.filter((block) => block.types.includes(type)));
  const daysOff = new Set(input.daysOff);
  const busy = [...input.busy].sort((a, b) => a.startAt - b.startAt);
  let next = 0;
  const today = practiceDay(now);

  const result: FreeDay[] = [];
  for (let index = 0; index < input.days; index++) {
    const day = addDays(input.from, index);
    const slots: FreeDay['slots'] = [];
    result.push({ day, slots });
    if (day < today || duration <= 0) continue;
    if (daysOff.has(day) || input.vacancies.some((vacancy) => vacancy.from <= day && day <= vacancy.to)) continue;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const { start: midnight, end: dayEnd } = practiceDayBounds(day);
    // checkTiming: an appointment ends by midnight and, when it starts in day mode, by 23:00.
    const dayModeStart = practiceClock(day, calendarConstants.dayModeStart).getTime();
    const dayModeEnd = practiceClock(day, calendarConstants.dayModeEnd).getTime();
    for (const block of offering) {
      if (block.day !== weekday) continue;
      for (let minute = block.start; minute + duration <= block.end; minute += duration) {
        const start = midnight.getTime() + minute * minuteMs;
        const end = start + duration * minuteMs;
        if (start <= now.getTime() || end > dayEnd.getTime()) continue;
        if (start >= dayModeStart && end > dayModeEnd) continue;
        // Candidates only grow: appointments ended by this start never matter again.
        while (next < busy.length && busy[next]!.endAt <= start) next++;
        // The first appointment left ends after this start: it overlaps iff it starts before this end.
        if (next < busy.length && busy[next]!.startAt < end) continue;
        slots.push({ startAt: new Date(start), endAt: new Date(end) });
      }
    }
  }
  return result;
}
