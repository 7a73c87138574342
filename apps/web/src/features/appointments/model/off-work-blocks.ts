import type { Dayjs } from 'dayjs';
import { calendarConstants } from '@tabib/contracts/appointments';
import { localBlocksOf, scheduleConstants, type WeeklySchedule } from '@tabib/contracts/schedule';
import { timeOn } from './calendar-range';

export interface OffWorks {
  daysNoWork: readonly string[];
  vacancies: readonly { from: string; to: string }[];
  weeklySchedule?: WeeklySchedule;
}

export type OffWorkKind = 'dayOff' | 'vacancy';

export interface OffWorkBlock {
  id: string;
  kind: OffWorkKind;
  start: Date;
  end: Date;
}

/** Days off and vacancies of the range, each day drawn as a block from 07:00 to 22:00 (spec 1 section 2). */
export function offWorkBlocksOf(offWorks: OffWorks | undefined, from: Dayjs, to: Dayjs): OffWorkBlock[] {
  if (!offWorks) return [];
  const daysOff = new Set(offWorks.daysNoWork);
  const blocks: OffWorkBlock[] = [];
  for (let day = from.startOf('day'); !day.isAfter(to, 'day'); day = day.add(1, 'day')) {
    const key = day.format('YYYY-MM-DD');
    const onVacancy = offWorks.vacancies.some((vacancy) => key >= vacancy.from && key <= vacancy.to);
    const kind: OffWorkKind | null = daysOff.has(key) ? 'dayOff' : onVacancy ? 'vacancy' : null;
    if (kind) {
      blocks.push({
        id: `${kind}:${key}`,
        kind,
        start: timeOn(day, calendarConstants.offBlockStart),
        end: timeOn(day, calendarConstants.offBlockEnd),
      });
    }
  }
  return blocks;
}

const slotsPerDay = (24 * 60) / scheduleConstants.stepMinutes;

/**
 * Whether a calendar slot lies outside the weekly schedule (any type), for shading; null when
 * the doctor never saved one (no limits). One lookup per slot: the busy week calls it ~1,400 times.
 */
export function offScheduleTestOf(weeklySchedule: WeeklySchedule | undefined): ((slot: Date) => boolean) | null {
  const blocks = localBlocksOf(weeklySchedule ?? []).filter((block) => block.types.length > 0);
  if (blocks.length === 0 && !(weeklySchedule ?? []).some((day) => day.dailySchedule.length > 0)) return null;
  const open = new Uint8Array(7 * slotsPerDay);
  for (const block of blocks) {
    const first = Math.floor(block.start / scheduleConstants.stepMinutes);
    const last = Math.ceil(block.end / scheduleConstants.stepMinutes);
    open.fill(1, block.day * slotsPerDay + first, block.day * slotsPerDay + last);
  }
  return (slot) =>
    open[slot.getDay() * slotsPerDay + Math.floor((slot.getHours() * 60 + slot.getMinutes()) / scheduleConstants.stepMinutes)] ===
    0;
}
