import dayjs, { type Dayjs } from 'dayjs';
import { calendarConstants, calendarViews, type CalendarView } from '@tabib/contracts/appointments';

export type DayMode = 'day' | 'night';

/** How many days the agenda lists (react-big-calendar's default length). */
export const agendaLengthDays = 30;

/** Sunday of the date's week, whatever the locale says (spec 1 section 9: weeks start on Sunday). */
export function weekStartOf(date: Dayjs): Dayjs {
  return date.startOf('day').subtract(date.day(), 'day');
}

/** The instants a view shows, as the appointments call takes them. */
export function rangeOf(view: CalendarView, date: Dayjs): { from: Dayjs; to: Dayjs } {
  switch (view) {
    case 'day':
      return { from: date.startOf('day'), to: date.endOf('day') };
    case 'week': {
      const from = weekStartOf(date);
      return { from, to: from.add(6, 'day').endOf('day') };
    }
    case 'agenda':
      return { from: date.startOf('day'), to: date.add(agendaLengthDays, 'day').endOf('day') };
    case 'month': {
      const from = weekStartOf(date.startOf('month'));
      return { from, to: weekStartOf(date.endOf('month')).add(6, 'day').endOf('day') };
    }
  }
}

function at(date: Dayjs, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return date.hour(hour).minute(minute).second(0).millisecond(0).toDate();
}

/** The hours shown: day mode 07:00 to 23:00, night mode 00:00 to 06:59. */
export function visibleHoursOf(mode: DayMode, date: Dayjs = dayjs()): { min: Date; max: Date } {
  return mode === 'day'
    ? { min: at(date, calendarConstants.dayModeStart), max: at(date, calendarConstants.dayModeEnd) }
    : { min: at(date, calendarConstants.nightModeStart), max: at(date, calendarConstants.nightModeEnd) };
}

export { at as timeOn };

/** Lead kept above the hour scrolled to, so that the hour before it shows too. */
const scrollLeadMinutes = 30;

/** Where the day and week views scroll to: a little before `hour` (HH:mm), never before `min`; null: `min`. */
export function scrollTargetOf(hour: string | null, min: Date): Date {
  if (!hour) return min;
  const target = dayjs(at(dayjs(min), hour))
    .subtract(scrollLeadMinutes, 'minute')
    .toDate();
  return target > min ? target : min;
}

const stepUnits = { day: [1, 'day'], week: [1, 'week'], agenda: [agendaLengthDays, 'day'], month: [1, 'month'] } as const;

/** Previous / next moves by the view's own length. */
export function stepDate(view: CalendarView, date: Dayjs, direction: 1 | -1): Dayjs {
  const [amount, unit] = stepUnits[view];
  return date.add(direction * amount, unit);
}

/** The range label of the toolbar, in the current dayjs locale. */
export function rangeLabelOf(view: CalendarView, date: Dayjs): string {
  if (view === 'day') return date.format('dddd DD MMMM YYYY');
  if (view === 'month') return date.format('MMMM YYYY');
  const { from, to } = rangeOf(view, date);
  if (view === 'agenda') return `${from.format('DD/MM/YYYY')} – ${to.format('DD/MM/YYYY')}`;
  return from.isSame(to, 'month')
    ? `${from.format('DD')} – ${to.format('DD MMMM YYYY')}`
    : `${from.format('DD MMM')} – ${to.format('DD MMM YYYY')}`;
}

/**
 * The view and day a link asks for (`?view=month&date=2026-12-01`); anything else is ignored.
 * The month view has no switcher button: a link is the only way to it (the browser benchmark uses one).
 */
export function linkedCalendarOf(search: string): { view?: CalendarView; date?: string } {
  const params = new URLSearchParams(search);
  const view = calendarViews.find((candidate) => candidate === params.get('view'));
  const date = params.get('date') ?? '';
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).format('YYYY-MM-DD') === date;
  return { ...(view ? { view } : {}), ...(validDate ? { date } : {}) };
}
