/** Money crosses the API as integer DZD centimes (exact); people type and read dinars. */
export const centimesPerDinar = 100;
export const maxAmountCentimes = 10_000_000_000; // 100,000,000 DA

/** '1 250,5' or '1250.50' (dinars) to 125050 centimes; null when it is not an amount with at most 2 decimals. */
export function parseDinars(input: string | number): number | null {
  const text = String(input)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const centimes = Number(whole) * centimesPerDinar + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(centimes) && centimes <= maxAmountCentimes ? centimes : null;
}

/** 125050 to '1 250,50 DA' (fr, ar) or '1 250.50 DA' (en): a space between thousands, 2 decimals only when needed. */
export function formatDinars(centimes: number, locale: 'fr' | 'en' | 'ar' = 'fr'): string {
  const sign = centimes < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(centimes));
  const whole = Math.floor(absolute / centimesPerDinar)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = absolute % centimesPerDinar;
  const decimals = fraction === 0 ? '' : `${locale === 'en' ? '.' : ','}${String(fraction).padStart(2, '0')}`;
  return `${sign}${whole}${decimals} DA`;
}

/** Kept left to right inside any text (Unicode isolates): in Arabic '3 500 DA' would otherwise read '500 3 DA'. */
export const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

/** An amount inside a sentence: '3 500 DA', isolated. */
export const dinarsInText = (centimes: number, locale: 'fr' | 'en' | 'ar' = 'fr') => isolatedLtr(formatDinars(centimes, locale));
