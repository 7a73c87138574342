import { describe, expect, it } from 'vitest';
import {
  coversSlot,
  isValidBlock,
  localBlocksOf,
  localEndOf,
  localStartOf,
  mergeBlocks,
  saveDaysOffSchema,
  utcClockOf,
  weeklyScheduleOf,
  type LocalBlock,
} from './schedule';

const block = (day: number, start: string, end: string, types: LocalBlock['types'] = ['cabinet']): LocalBlock => ({
  day,
  start: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
  end: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
  types,
});

describe('UTC conversion (Africa/Algiers, UTC+01:00)', () => {
  it('turns local minutes into UTC HH:mm and back, midnight ends staying at the end of the day', () => {
    expect(utcClockOf(9 * 60)).toBe('08:00');
    expect(utcClockOf(0)).toBe('23:00');
    expect(utcClockOf(24 * 60)).toBe('23:00');
    expect(localStartOf('23:00')).toBe(0);
    expect(localEndOf('23:00')).toBe(24 * 60);
    expect(localStartOf('06:00')).toBe(7 * 60);
    expect(localEndOf('06:00')).toBe(7 * 60);
  });

  it('round-trips a week through the API shape', () => {
    const blocks = [block(0, '00:00', '01:30'), block(3, '22:00', '24:00', ['cabinet', 'visio'])];
    const weekly = weeklyScheduleOf(blocks, (b, i) => `${b.day}-${i}`);
    expect(weekly).toHaveLength(7);
    expect(weekly[0]!.dailySchedule).toEqual([{ _id: '0-0', startAt: '23:00', endAt: '00:30', types: ['cabinet'] }]);
    expect(weekly[3]!.dailySchedule[0]).toMatchObject({ startAt: '21:00', endAt: '23:00' });
    expect(localBlocksOf(weekly)).toEqual(blocks);
  });
});

describe('mergeBlocks', () => {
  it('merges overlapping and adjacent blocks of a day with the union of their types', () => {
    expect(mergeBlocks([block(1, '10:00', '11:00', ['visio']), block(1, '09:00', '10:00'), block(1, '10:30', '12:00')])).toEqual([
      block(1, '09:00', '12:00', ['cabinet', 'visio']),
    ]);
  });

  it('keeps apart blocks with a gap and blocks of different days', () => {
    const apart = [block(1, '09:00', '10:00'), block(1, '10:05', '11:00'), block(2, '10:00', '11:00')];
    expect(mergeBlocks(apart)).toEqual(apart);
  });

  it('swallows a block inside another', () => {
    expect(mergeBlocks([block(0, '08:00', '18:00'), block(0, '09:00', '10:00', [])])).toEqual([block(0, '08:00', '18:00')]);
  });
});

describe('isValidBlock', () => {
  it('accepts blocks inside the window of their mode on 5-minute steps', () => {
    expect(isValidBlock(block(0, '07:00', '24:00'), 'day')).toBe(true);
    expect(isValidBlock(block(6, '00:00', '07:00'), 'night')).toBe(true);
  });

  it.each([
    ['before the day window', block(0, '06:55', '08:00'), 'day'],
    ['after the night window', block(0, '06:00', '07:05'), 'night'],
    ['empty', block(0, '09:00', '09:00'), 'day'],
    ['reversed', block(0, '10:00', '09:00'), 'day'],
    ['off the 5-minute grid', block(0, '09:02', '10:00'), 'day'],
    ['on day 7', block(7, '09:00', '10:00'), 'day'],
  ] as const)('refuses a block %s', (_, candidate, mode) => {
    expect(isValidBlock(candidate, mode)).toBe(false);
  });
});

describe('coversSlot', () => {
  const week = [
    block(1, '06:00', '07:00', ['cabinet']),
    block(1, '07:00', '09:00', ['cabinet', 'visio']),
    block(1, '14:00', '15:00', ['visio']),
  ];

  it('accepts a slot inside blocks offering its type, across the night/day boundary', () => {
    expect(coversSlot(week, 1, 6 * 60 + 40, 7 * 60 + 20, 'cabinet')).toBe(true);
    expect(coversSlot(week, 1, 14 * 60, 15 * 60, 'visio')).toBe(true);
  });

  it('refuses a slot outside, partly outside, of another type or another day', () => {
    expect(coversSlot(week, 1, 8 * 60 + 50, 9 * 60 + 10, 'cabinet')).toBe(false);
    expect(coversSlot(week, 1, 14 * 60, 14 * 60 + 20, 'cabinet')).toBe(false);
    expect(coversSlot(week, 1, 6 * 60 + 40, 7 * 60 + 20, 'visio')).toBe(false);
    expect(coversSlot(week, 2, 7 * 60, 7 * 60 + 20, 'cabinet')).toBe(false);
  });
});

describe('saveDaysOffSchema', () => {
  it('takes dates and an ordered vacancy', () => {
    expect(
      saveDaysOffSchema.safeParse({ daysNoWork: ['2030-01-02'], vacancy: { from: '2030-02-01', to: '2030-02-01' } }).success,
    ).toBe(true);
    expect(saveDaysOffSchema.safeParse({ daysNoWork: [], vacancy: null }).success).toBe(true);
  });

  it.each([
    { daysNoWork: ['2030-02-30'], vacancy: null },
    { daysNoWork: ['02/01/2030'], vacancy: null },
    { daysNoWork: [], vacancy: { from: '2030-02-05', to: '2030-02-01' } },
  ])('refuses %j with daysOffInvalid', (body) => {
    const result = saveDaysOffSchema.safeParse(body);
    expect(result.error?.issues[0]?.message).toBe('daysOffInvalid');
  });
});
