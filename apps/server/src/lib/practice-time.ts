import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { practiceTimeZone } from '@tabib/contracts/appointments';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant seen on the practice's wall clock (Africa/Algiers). */
export function practiceTime(instant: Date | string): Dayjs {
  return dayjs(instant).tz(practiceTimeZone);
}

/** YYYY-MM-DD of the practice's calendar day holding this instant. */
export function practiceDay(instant: Date | string): string {
  return practiceTime(instant).format('YYYY-MM-DD');
}

/** [start, end) of a practice calendar day as instants. */
export function practiceDayBounds(day: string): { start: Date; end: Date } {
  const start = dayjs.tz(day, practiceTimeZone);
  return { start: start.toDate(), end: start.add(1, 'day').toDate() };
}

/** The instant of HH:mm on a practice calendar day. */
export function practiceClock(day: string, hhmm: string): Date {
  return dayjs.tz(`${day} ${hhmm}`, practiceTimeZone).toDate();
}
