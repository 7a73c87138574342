import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// Practice days are 'YYYY-MM-DD' of the practice's calendar (lib/practice-time.ts `practiceDay`):
// counted as plain dates, so a daylight-saving change could never make a day 23 or 25 hours.

export const addDays = (day: string, days: number) => dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');

/** Months from a day: the 31st plus one month is the last day of a shorter month (dayjs clamps). */
export const addMonths = (day: string, months: number) => dayjs.utc(day).add(months, 'month').format('YYYY-MM-DD');

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day');
