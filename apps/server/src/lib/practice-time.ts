import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { practiceTimeZone } from '@tabib/contracts/appointments';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant seen on the practice's wall clock (Africa/Algiers), for formatting. */
export function practiceTime(instant: Date | string): Dayjs {
  return dayjs(instant).tz(practiceTimeZone);
}

// The booking hot path asks for days and clock times on every request: one cached
// Intl.DateTimeFormat does it in a fraction of dayjs.tz's time (docs/performance.md, finding 5).
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: practiceTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(epochMs: number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the practice's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(epochMs: number): number {
  const wall = wallTimeOf(epochMs);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant the practice's wall clock shows this local time (as dayjs.tz resolves it). */
function instantOfWallTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  return new Date(first === second ? first : Math.max(first, second));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of the practice's calendar day holding this instant. */
export function practiceDay(instant: Date | string): string {
  const wall = wallTimeOf(typeof instant === 'string' ? Date.parse(instant) : instant.getTime());
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

function parseDay(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
}

// A booking asks for the same few days' bounds and clock times again and again: each answer
// costs 4 formatToParts calls, so they are remembered (exact: a day's bounds never change).
const maxRemembered = 4096;
const remembered = new Map<string, number>();
function remember(key: string, compute: () => number): Date {
  let epochMs = remembered.get(key);
  if (epochMs === undefined) {
    epochMs = compute();
    if (remembered.size >= maxRemembered) remembered.clear();
    remembered.set(key, epochMs);
  }
  return new Date(epochMs);
}

/** [start, end) of a practice calendar day as instants. */
export function practiceDayBounds(day: string): { start: Date; end: Date } {
  return { start: practiceClock(day, '00:00'), end: practiceClock(nextDay(day), '00:00') };
}

function nextDay(day: string): string {
  const [year, month, date] = parseDay(day);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The instant of HH:mm on a practice calendar day. */
export function practiceClock(day: string, hhmm: string): Date {
  return remember(`${day} ${hhmm}`, () => {
    const [year, month, date] = parseDay(day);
    const [hour, minute] = hhmm.split(':').map(Number);
    return instantOfWallTime(year, month, date, hour!, minute!).getTime();
  });
}
