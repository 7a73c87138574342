import type { Locale } from '@tabib/contracts/locales';
import { formatDinars } from '@tabib/contracts/money';

/** Kept left to right inside any text (Unicode isolates): in Arabic '3 500 DA' would otherwise be reordered. */
export const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

/** '3 500 DA' (a space between thousands in every language), isolated for a sentence. */
export const dinarsText = (centimes: number, locale: Locale) => isolatedLtr(formatDinars(centimes, locale));

/** A practice day YYYY-MM-DD shown DD/MM/YYYY. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant shown DD/MM/YYYY in the reader's time. */
export function instantDayText(iso: string): string {
  const at = new Date(iso);
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()}`;
}

/** An instant shown DD/MM/YYYY HH:mm in the reader's time. */
export function instantText(iso: string): string {
  const at = new Date(iso);
  return `${instantDayText(iso)} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
