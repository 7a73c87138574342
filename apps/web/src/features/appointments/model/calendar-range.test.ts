import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { offWorkBlocksOf } from './off-work-blocks';
import { linkedCalendarOf, rangeOf, scrollTargetOf, stepDate, visibleHoursOf, weekStartOf } from './calendar-range';

const wednesday = dayjs('2026-11-25T10:00:00');

describe('calendar ranges', () => {
  it('weeks start on Sunday', () => {
    expect(weekStartOf(wednesday).format('YYYY-MM-DD')).toBe('2026-11-22');
    expect(weekStartOf(dayjs('2026-11-22T08:00')).format('YYYY-MM-DD')).toBe('2026-11-22');
    const { from, to } = rangeOf('week', wednesday);
    expect([from.format('YYYY-MM-DD HH:mm'), to.format('YYYY-MM-DD HH:mm')]).toEqual(['2026-11-22 00:00', '2026-11-28 23:59']);
  });

  it('day, agenda and month ranges; previous/next move by the view', () => {
    expect(rangeOf('day', wednesday).from.format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 00:00');
    expect(rangeOf('agenda', wednesday).to.format('YYYY-MM-DD')).toBe('2026-12-25');
    expect(rangeOf('month', wednesday).from.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(stepDate('week', wednesday, 1).format('YYYY-MM-DD')).toBe('2026-12-02');
    expect(stepDate('day', wednesday, -1).format('YYYY-MM-DD')).toBe('2026-11-24');
  });

  it('day mode shows 07:00 to 23:00, night mode 00:00 to 06:59', () => {
    const day = visibleHoursOf('day', wednesday);
    expect([dayjs(day.min).format('HH:mm'), dayjs(day.max).format('HH:mm')]).toEqual(['07:00', '23:00']);
    const night = visibleHoursOf('night', wednesday);
    expect([dayjs(night.min).format('HH:mm'), dayjs(night.max).format('HH:mm')]).toEqual(['00:00', '06:59']);
  });
});

describe('where the time views scroll to', () => {
  const { min } = visibleHoursOf('day', dayjs('2026-11-24T12:00:00'));
  it('half an hour before the hour asked for, or the first visible hour', () => {
    expect(dayjs(scrollTargetOf('17:00', min)).format('HH:mm')).toBe('16:30');
    expect(scrollTargetOf('07:10', min)).toEqual(min);
    expect(scrollTargetOf(null, min)).toEqual(min);
  });
});

describe('days off and vacancies', () => {
  it('are blocks from 07:00 to 22:00 on each day of the range', () => {
    const { from, to } = rangeOf('week', wednesday);
    const blocks = offWorkBlocksOf(
      { daysNoWork: ['2026-11-23'], vacancies: [{ from: '2026-11-27', to: '2026-12-03' }] },
      from,
      to,
    );
    expect(
      blocks.map((block) => [block.kind, dayjs(block.start).format('YYYY-MM-DD HH:mm'), dayjs(block.end).format('HH:mm')]),
    ).toEqual([
      ['dayOff', '2026-11-23 07:00', '22:00'],
      ['vacancy', '2026-11-27 07:00', '22:00'],
      ['vacancy', '2026-11-28 07:00', '22:00'],
    ]);
    expect(offWorkBlocksOf(undefined, from, to)).toEqual([]);
  });
});

describe('calendar links', () => {
  it('a link may open a view and a day; anything else is ignored', () => {
    expect(linkedCalendarOf('?view=month&date=2026-12-01')).toEqual({ view: 'month', date: '2026-12-01' });
    expect(linkedCalendarOf('?view=year&date=2026-02-30')).toEqual({});
    expect(linkedCalendarOf('')).toEqual({});
  });
});
