import { afterAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dayjsLocalizer, type DateLocalizer } from 'react-big-calendar';
import { calendarLocalizer } from './calendar-localizer';

interface Span {
  start: Date;
  end: Date;
}
/** The fields react-big-calendar calls, with the argument shapes it really passes. */
interface Tested {
  startOf(date: Date, unit: string): Date;
  ceil(date: Date, unit: string): Date;
  add(date: Date, amount: number, unit: string): Date;
  diff(a: Date, b: Date, unit: string): number;
  min(a: Date, b: Date): Date;
  max(a: Date, b: Date): Date;
  isSameDate(a: Date, b: Date): boolean;
  sortEvents(events: { evtA: Span; evtB: Span }): number;
  inEventRange(spans: { event: Span; range: Span }): boolean;
}
const tested = (localizer: DateLocalizer) => localizer as unknown as Tested;

/** Midnights, minute edges, daylight-saving days (Europe/Paris 2026-03-29 and 2026-10-25), ordinary times. */
const instants = [
  '2026-03-28T23:00:00',
  '2026-03-29T00:00:00',
  '2026-03-29T01:59:59.999',
  '2026-03-29T03:00:00',
  '2026-03-30T00:00:00',
  '2026-10-25T00:00:00',
  '2026-10-25T02:30:00',
  '2026-10-26T00:00:00',
  '2026-11-29T00:00:00',
  '2026-11-29T00:00:30',
  '2026-12-01T06:50:00',
  '2026-12-01T06:55:00',
  '2026-12-05T23:59:59.999',
  '2026-12-06T00:00:00',
  '2027-01-02T23:59:59.999',
].map((text) => dayjs(text));

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe.each(['Africa/Algiers', 'Europe/Paris'])('calendar localizer in %s', (zone) => {
  it('answers as the dayjs localizer does', () => {
    process.env.TZ = zone;
    expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(zone === 'Europe/Paris' ? -120 : -60);
    const fast = tested(calendarLocalizer());
    const reference = tested(dayjsLocalizer(dayjs));
    const dates = instants.map(
      (instant) =>
        new Date(
          instant.year(),
          instant.month(),
          instant.date(),
          instant.hour(),
          instant.minute(),
          instant.second(),
          instant.millisecond(),
        ),
    );
    for (const a of dates) {
      for (const unit of ['day', 'minutes', 'month']) {
        expect(fast.startOf(a, unit)).toEqual(reference.startOf(a, unit));
        expect(fast.ceil(a, unit)).toEqual(reference.ceil(a, unit));
        expect(fast.add(a, 1, unit)).toEqual(reference.add(a, 1, unit));
      }
      expect(fast.add(a, -7, 'day')).toEqual(reference.add(a, -7, 'day'));
      for (const b of dates) {
        expect(fast.diff(a, b, 'day')).toBe(reference.diff(a, b, 'day'));
        expect(fast.diff(a, b, 'minutes')).toBe(reference.diff(a, b, 'minutes'));
        expect(fast.min(a, b)).toEqual(reference.min(a, b));
        expect(fast.max(a, b)).toEqual(reference.max(a, b));
        expect(fast.isSameDate(a, b)).toBe(reference.isSameDate(a, b));
        if (b < a) continue;
        const span = { start: a, end: b };
        for (const c of dates) {
          const other = { start: c, end: new Date(+c + 5 * 60_000) };
          expect(Math.sign(fast.sortEvents({ evtA: span, evtB: other }))).toBe(
            Math.sign(reference.sortEvents({ evtA: span, evtB: other })),
          );
          for (const d of dates) {
            if (d < c) continue;
            const range = { start: c, end: d };
            expect(fast.inEventRange({ event: span, range })).toBe(reference.inEventRange({ event: span, range }));
          }
        }
      }
    }
  });
});
