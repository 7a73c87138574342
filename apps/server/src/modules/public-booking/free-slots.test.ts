import { describe, expect, it } from 'vitest';
import type { AppointmentType } from '@tabib/contracts/appointments';
import { localEndOf, localStartOf, mergeBlocks, minutesOf, utcClockOf } from '@tabib/contracts/schedule';
import { checkTiming } from '../appointments/booking-rules';
import { checkSchedule } from '../appointments/schedule-rules';
import { practiceClock } from '../../lib/practice-time';
import { freeSlotsOf, type FreeSlotsInput } from './free-slots';

// 2025-03-02 is a Sunday (weekday 0); Africa/Algiers is UTC+01:00 all year.
const sunday = '2025-03-02';
const monday = '2025-03-03';

/** A stored block from local hours: the API keeps HH:mm in UTC. */
const block = (day: number, from: string, to: string, types: AppointmentType[] = ['cabinet']) => ({
  day,
  startAt: utcClockOf(minutesOf(from)),
  endAt: utcClockOf(to === '24:00' ? 24 * 60 : minutesOf(to)),
  types,
});

const input = (overrides: Partial<FreeSlotsInput>): FreeSlotsInput => ({
  blocks: [block(0, '09:00', '12:00')],
  daysOff: [],
  vacancies: [],
  busy: [],
  duration: 30,
  type: 'cabinet',
  now: new Date('2025-03-01T12:00:00Z'),
  from: sunday,
  days: 7,
  ...overrides,
});

const iso = (instant: Date) => instant.toISOString();
/** Local HH:mm of each slot of a day, for readable expectations. */
const startsOn = (result: ReturnType<typeof freeSlotsOf>, day: string) =>
  result
    .find((entry) => entry.day === day)!
    .slots.map(({ startAt }) => new Date(startAt.getTime() + 3_600_000).toISOString().slice(11, 16));
const busyAt = (day: string, from: string, to: string) => ({
  startAt: practiceClock(day, from).getTime(),
  endAt: practiceClock(day, to).getTime(),
});

describe('freeSlotsOf', () => {
  it('offers the weekly schedule in steps of the reason, every day of the range listed', () => {
    const result = freeSlotsOf(input({}));
    expect(result.map((entry) => entry.day)).toEqual([
      sunday,
      monday,
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
    ]);
    expect(startsOn(result, sunday)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(iso(result[0]!.slots[0]!.startAt)).toBe('2025-03-02T08:00:00.000Z');
    expect(iso(result[0]!.slots[0]!.endAt)).toBe('2025-03-02T08:30:00.000Z');
    expect(result.slice(1).every((entry) => entry.slots.length === 0)).toBe(true);
    // The next Sunday of a longer range too.
    expect(startsOn(freeSlotsOf(input({ days: 8 })), '2025-03-09')).toHaveLength(6);
  });

  it('offers only blocks of the requested type', () => {
    const blocks = [block(0, '09:00', '10:00', ['cabinet']), block(0, '14:00', '15:00', ['visio'])];
    expect(startsOn(freeSlotsOf(input({ blocks })), sunday)).toEqual(['09:00', '09:30']);
    expect(startsOn(freeSlotsOf(input({ blocks, type: 'visio' })), sunday)).toEqual(['14:00', '14:30']);
  });

  it('offers nothing for a doctor who never saved a schedule', () => {
    expect(freeSlotsOf(input({ blocks: [] })).every((entry) => entry.slots.length === 0)).toBe(true);
  });

  it('offers nothing on a day off or during a vacancy', () => {
    const result = freeSlotsOf(input({ daysOff: [sunday], vacancies: [{ from: '2025-03-09', to: '2025-03-10' }], days: 21 }));
    expect(startsOn(result, sunday)).toEqual([]);
    expect(startsOn(result, '2025-03-09')).toEqual([]);
    expect(startsOn(result, '2025-03-16')).toHaveLength(6);
  });

  it('leaves out every slot a live appointment overlaps, even by a minute', () => {
    const busy = [busyAt(sunday, '09:40', '10:05'), busyAt(sunday, '11:29', '11:31'), busyAt('2025-03-01', '22:00', '23:00')];
    expect(startsOn(freeSlotsOf(input({ busy })), sunday)).toEqual(['09:00', '10:30']);
    // Touching is not overlapping.
    expect(startsOn(freeSlotsOf(input({ busy: [busyAt(sunday, '09:30', '10:00')] })), sunday)).toEqual([
      '09:00',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('makes every slot as long as the reason, never offering a shorter tail', () => {
    const blocks = [block(0, '09:00', '10:00')];
    expect(startsOn(freeSlotsOf(input({ blocks, duration: 45 })), sunday)).toEqual(['09:00']);
    expect(startsOn(freeSlotsOf(input({ blocks, duration: 20 })), sunday)).toEqual(['09:00', '09:20', '09:40']);
    expect(startsOn(freeSlotsOf(input({ blocks, duration: 75 })), sunday)).toEqual([]);
    const [slot] = freeSlotsOf(input({ blocks, duration: 45 }))[0]!.slots;
    expect(slot!.endAt.getTime() - slot!.startAt.getTime()).toBe(45 * 60_000);
  });

  it('offers night blocks, joins them to the day at 07:00, and never crosses midnight or 23:00', () => {
    const blocks = [
      block(0, '05:00', '07:00'),
      block(0, '07:00', '09:00'),
      block(0, '22:00', '24:00'),
      block(1, '00:00', '01:00'),
    ];
    const result = freeSlotsOf(input({ blocks, duration: 45 }));
    // 06:30-07:15 spans the night and the day block, as a booking may.
    expect(startsOn(result, sunday)).toEqual(['05:00', '05:45', '06:30', '07:15', '08:00', '22:00']);
    // 22:45 would end after 23:00 (AppointmentDurationTooLong); nothing runs past midnight.
    expect(startsOn(result, monday)).toEqual(['00:00']);
    // Monday 00:00 in Algiers is still Sunday in UTC.
    expect(iso(result[1]!.slots[0]!.startAt)).toBe('2025-03-02T23:00:00.000Z');
  });

  it('works in the practice time zone across the UTC day boundary', () => {
    // 23:30 UTC on Saturday is 00:30 on Sunday in Algiers: today is Sunday there.
    const now = new Date('2025-03-01T23:30:00Z');
    const blocks = [block(0, '00:00', '02:00'), block(6, '20:00', '22:00')];
    const result = freeSlotsOf(input({ blocks, now, from: '2025-03-01', days: 2 }));
    expect(startsOn(result, '2025-03-01')).toEqual([]);
    expect(startsOn(result, sunday)).toEqual(['01:00', '01:30']);
    expect(iso(result[1]!.slots[0]!.startAt)).toBe('2025-03-02T00:00:00.000Z');
  });

  it('never offers a slot that has started', () => {
    const now = new Date('2025-03-02T09:10:00Z'); // 10:10 in Algiers
    expect(startsOn(freeSlotsOf(input({ now })), sunday)).toEqual(['10:30', '11:00', '11:30']);
    expect(startsOn(freeSlotsOf(input({ now: new Date('2025-03-02T09:30:00Z') })), sunday)).toEqual(['11:00', '11:30']);
    expect(freeSlotsOf(input({ now: new Date('2025-03-20T00:00:00Z'), days: 7 })).every((d) => d.slots.length === 0)).toBe(true);
  });

  it('offers exactly the grid slots the booking rules accept', () => {
    const blocks = [
      block(0, '00:00', '03:00', ['cabinet', 'visio']),
      block(0, '06:00', '07:00'),
      block(0, '07:00', '12:30', ['visio']),
      block(0, '12:00', '24:00'),
      block(3, '08:00', '17:00'),
      block(4, '05:10', '06:55'),
    ];
    const now = new Date('2025-03-02T10:02:00Z');
    const daysOff = ['2025-03-12'];
    const busy = [
      busyAt(sunday, '13:10', '13:50'),
      busyAt('2025-03-05', '09:00', '12:00'),
      busyAt('2025-03-09', '23:00', '23:55'),
    ];
    const accepted = (day: string, startAt: Date, endAt: Date, duration: number, type: AppointmentType) => {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      // Only what checkSchedule reads (the booking path's DaySchedule may carry more).
      const schedule = {
        scheduled: true,
        blocks: blocks.filter((entry) => entry.day === weekday),
        dayOff: daysOff.includes(day),
      } as Parameters<typeof checkSchedule>[0];
      try {
        checkTiming(startAt, duration, now);
        checkSchedule(schedule, startAt, endAt, type);
      } catch {
        return false;
      }
      return startAt > now && !busy.some((entry) => entry.startAt < +endAt && entry.endAt > +startAt);
    };
    for (const type of ['cabinet', 'visio'] as const) {
      for (const duration of [5, 15, 20, 45, 60, 240]) {
        const result = freeSlotsOf(input({ blocks, type, duration, now, daysOff, busy, days: 14 }));
        for (const { day, slots } of result) {
          const offered = new Set(slots.map((slot) => +slot.startAt));
          for (const { startAt, endAt } of slots) expect(accepted(day, startAt, endAt, duration, type)).toBe(true);
          // Every start on the grid of its block (block start + n x duration) that the rules accept is offered.
          const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
          const grids = mergeBlocks(
            blocks
              .filter((entry) => entry.day === weekday && entry.types.includes(type))
              .map((entry) => ({
                day: weekday,
                start: localStartOf(entry.startAt),
                end: localEndOf(entry.endAt),
                types: entry.types,
              })),
          );
          for (const grid of grids) {
            for (let minute = grid.start; minute < grid.end; minute += duration) {
              const startAt = new Date(+practiceClock(day, '00:00') + minute * 60_000);
              const endAt = new Date(+startAt + duration * 60_000);
              expect(offered.has(+startAt), `${type} ${duration} ${iso(startAt)}`).toBe(
                accepted(day, startAt, endAt, duration, type),
              );
            }
          }
        }
      }
    }
  });
});
