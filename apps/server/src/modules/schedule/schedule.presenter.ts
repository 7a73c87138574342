import type { AppointmentType } from '@tabib/contracts/appointments';
import { localStartOf } from '@tabib/contracts/schedule';
import type { StoredBlock } from './schedule.repository';

/** Seven entries, Sunday first, each day's blocks in the order of the practice's clock. */
export function presentWeeklySchedule(
  blocks: readonly StoredBlock[],
): { day: number; dailySchedule: { _id: string; startAt: string; endAt: string; types: AppointmentType[] }[] }[] {
  return Array.from({ length: 7 }, (_, day) => ({
    day,
    dailySchedule: blocks
      .filter((block) => block.day === day)
      .sort((a, b) => localStartOf(a.startAt) - localStartOf(b.startAt))
      .map((block) => ({ _id: block.id, startAt: block.startAt, endAt: block.endAt, types: block.types })),
  }));
}

export function presentDaysOff(days: readonly { day: string }[], ranges: readonly { fromDay: string; toDay: string }[]) {
  const [vacancy] = ranges;
  return { daysNoWork: days.map((row) => row.day), vacancy: vacancy ? { from: vacancy.fromDay, to: vacancy.toDay } : null };
}
