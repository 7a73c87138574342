import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { dashboardPeriodSpans, type DashboardGranularity, type DashboardPeriod } from '@tabib/contracts/clinic-dashboard';

dayjs.extend(utc);

export interface DashboardRange {
  period: DashboardPeriod;
  granularity: DashboardGranularity;
  /** First and last practice day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The first practice day of each bucket. */
  buckets: string[];
}

const addDays = (day: string, days: number) => dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const addMonths = (day: string, months: number) => dayjs.utc(day).add(months, 'month').format('YYYY-MM-DD');

/**
 * The period's buckets in practice days, ending today. Rolling periods are cut back from today
 * so their last bucket ends today (a week bucket is any 7 days, not a calendar week); month
 * buckets are calendar months, the current one cut at today. Totals count the days from `from`
 * to `to`; 'all' has no lower bound.
 */
export function dashboardRange(period: DashboardPeriod, today: string, firstAppointmentDay: string | null): DashboardRange {
  const span = dashboardPeriodSpans[period];
  let buckets: string[];
  if ('bucketDays' in span) {
    const from = addDays(today, 1 - span.days);
    buckets = Array.from({ length: span.days / span.bucketDays }, (_, index) => addDays(from, index * span.bucketDays));
  } else {
    const current = monthStart(today);
    const first =
      'months' in span
        ? addMonths(current, 1 - span.months)
        : firstAppointmentDay && firstAppointmentDay < current
          ? monthStart(firstAppointmentDay)
          : current;
    buckets = [];
    for (let month = first; month <= current; month = addMonths(month, 1)) buckets.push(month);
  }
  return {
    period,
    granularity: span.granularity,
    from: buckets[0]!,
    to: today,
    buckets,
  };
}
