import type { Dayjs } from 'dayjs';
import { calendarConstants } from '@tabib/contracts/appointments';
import { timeOn } from './calendar-range';

export interface OffWorks {
  daysNoWork: readonly string[];
  vacancies: readonly { from: string; to: string }[];
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
