import dayjs from 'dayjs';
import { dayjsLocalizer, type DateLocalizer } from 'react-big-calendar';

type Unit = Parameters<DateLocalizer['startOf']>[1];
interface Span {
  start: Date;
  end: Date;
}

const dayMs = 86_400_000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const sameDay = (a: Date, b: Date) =>
  a.getDate() === b.getDate() && a.getMonth() === b.getMonth() && a.getFullYear() === b.getFullYear();
/** The instant of the date's minute (as dayjs' startOf('minute'), without a new object: this runs ~70,000 times a month view). */
const floorMinute = (date: Date) => +date - date.getSeconds() * 1000 - date.getMilliseconds();
/** dayjs' utcOffset() of a local date (rounded to 15 minutes, as dayjs does). */
const utcOffset = (date: Date) => -Math.round(date.getTimezoneOffset() / 15) * 15;
const isDay = (unit: Unit | undefined) => unit === 'day';

/** dayjs(b).diff(dayjs(a), 'day'): whole local days, truncated towards zero. */
function diffDays(a: Date, b: Date): number {
  const days = (+b - +a - (utcOffset(a) - utcOffset(b)) * 60_000) / dayMs;
  return days < 0 ? Math.ceil(days) || 0 : Math.floor(days);
}

/**
 * react-big-calendar's dayjs localizer, with the date tests it runs for every event on plain
 * Dates. The month view runs them for each event and each week row, twice (once to measure
 * the rows): with 6,000 appointments, ~100,000 calls creating several dayjs objects apiece
 * took ~480 ms of a ~590 ms render (bench/web). The app does not load dayjs' timezone
 * plugin, so dayjs computes in the browser's time zone like Date: each function below gives
 * dayjs' answer (calendar-localizer.test.ts compares them); other units go to dayjs.
 */
export function calendarLocalizer(): DateLocalizer {
  const localizer = dayjsLocalizer(dayjs);
  const viaDayjs = { startOf: localizer.startOf, ceil: localizer.ceil, add: localizer.add, diff: localizer.diff };
  const fast = {
    startOf: (date: Date, unit: Unit) => (isDay(unit) ? startOfDay(date) : viaDayjs.startOf(date, unit)),
    ceil: (date: Date, unit?: Unit) => {
      if (!isDay(unit)) return viaDayjs.ceil(date, unit);
      const floor = startOfDay(date);
      return +floor === +date ? floor : new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
    },
    add: (date: Date, amount: number, unit: Unit) => {
      if (!isDay(unit)) return viaDayjs.add(date, amount, unit);
      const moved = new Date(date);
      moved.setDate(moved.getDate() + Math.round(amount));
      return moved;
    },
    diff: (a: Date, b: Date, unit?: Unit) => (isDay(unit ?? 'day') ? diffDays(a, b) : viaDayjs.diff(a, b, unit)),
    min: (a: Date, b: Date) => new Date(Math.min(+a, +b)),
    max: (a: Date, b: Date) => new Date(Math.max(+a, +b)),
    isSameDate: sameDay,
    sortEvents: ({ evtA, evtB }: { evtA: Span & { allDay?: boolean }; evtB: Span & { allDay?: boolean } }) =>
      +startOfDay(evtA.start) - +startOfDay(evtB.start) ||
      diffDays(evtB.start, evtB.end) - diffDays(evtA.start, evtA.end) ||
      Number(Boolean(evtB.allDay)) - Number(Boolean(evtA.allDay)) ||
      +evtA.start - +evtB.start ||
      +evtA.end - +evtB.end,
    inEventRange: ({ event, range }: { event: Span; range: Span }) => {
      const eventDay = startOfDay(event.start);
      const startsBeforeEnd = +eventDay <= +range.end;
      // A zero-length event at midnight counts when it ends in the range's first minute.
      const zeroAtMidnight = +eventDay <= +event.end && +event.end <= +eventDay + 59_999;
      const endsAfterStart = zeroAtMidnight
        ? +range.start <= floorMinute(event.end) + 59_999
        : +range.start < floorMinute(event.end);
      return startsBeforeEnd && endsAfterStart;
    },
  };
  // react-big-calendar copies the localizer's own fields (mergeWithDefaults), so replacing them is enough.
  return Object.assign(localizer, fast as unknown as Partial<DateLocalizer>);
}
