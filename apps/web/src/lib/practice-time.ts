import type { Locale } from '@tabib/contracts/locales';

// Days and hours are the practice's (the answer's time zone), whatever the phone's own zone:
// Intl does the conversion, so the page loads no time-zone data of its own.

/** Weekday names per language; Algerian Arabic, as the rest of the app writes dates. */
const intlLocales: Record<Locale, string> = { fr: 'fr-DZ', en: 'en-GB', ar: 'ar-DZ' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

function partsOf(instant: string | Date, timeZone: string): Record<string, string> {
  const parts = formatter('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** HH:mm of an instant in the practice's time zone. */
export function timeOf(instant: string, timeZone: string): string {
  const { hour, minute } = partsOf(instant, timeZone);
  return `${hour}:${minute}`;
}

/** The practice day (YYYY-MM-DD) of an instant. */
export function practiceDayOf(instant: string | Date, timeZone: string): string {
  const { year, month, day } = partsOf(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** YYYY-MM-DD as DD/MM/YYYY, the app's date format. */
export function displayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** DD/MM of a YYYY-MM-DD day. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** The weekday's name of a YYYY-MM-DD day in the page's language. */
export function weekdayOf(day: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  // Noon UTC of that date: the same date in every zone, so the weekday is the date's own.
  return formatter(intlLocales[locale], { weekday: width, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** 'mardi 12/05/2026' */
export function longDay(day: string, locale: Locale): string {
  return `${weekdayOf(day, locale)} ${displayDay(day)}`;
}

/** The zone's offset from UTC at an instant, as 'UTC+1'. */
export function offsetLabel(timeZone: string, at: Date = new Date()): string {
  const name = formatter('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? 'GMT').replace(/^GMT/, 'UTC');
}

/** A YYYY-MM-DD day `count` days later (or earlier). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}
