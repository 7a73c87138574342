import dayjs, { type Dayjs } from 'dayjs';

const isoDay = 'YYYY-MM-DD';

/**
 * The six weeks a month calendar shows for the month of `day` (YYYY-MM-DD), as YYYY-MM-DD,
 * starting on the week's first day of the current dayjs locale (Sunday: lib/i18n.ts).
 */
export function monthWeeksOf(day: string): string[][] {
  const first = dayjs(day).startOf('month').startOf('week');
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => first.add(week * 7 + weekday, 'day').format(isoDay)),
  );
}

/** The day the keyboard focus moves to from `day`; null for keys the grid does not handle. */
export function dayAfterKey(day: string, key: string, rtl: boolean): string | null {
  const from = dayjs(day);
  const moves: Record<string, () => Dayjs> = {
    ArrowLeft: () => from.add(rtl ? 1 : -1, 'day'),
    ArrowRight: () => from.add(rtl ? -1 : 1, 'day'),
    ArrowUp: () => from.subtract(1, 'week'),
    ArrowDown: () => from.add(1, 'week'),
    Home: () => from.startOf('week'),
    End: () => from.endOf('week'),
    PageUp: () => from.subtract(1, 'month'),
    PageDown: () => from.add(1, 'month'),
  };
  return moves[key]?.().format(isoDay) ?? null;
}
