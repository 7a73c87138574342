import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@tabib/contracts/locales';
import { bookingMessagesFile } from './booking-messages';

// The rules src/locales/locales.test.ts holds the app's namespaces to, for the booking pages' own.
const pluralForms: Record<Locale, string[]> = {
  fr: ['one', 'other'],
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function messagesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => messagesOf(child, prefix ? `${prefix}.${key}` : key));
}

const files = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, new Map(messagesOf(await bookingMessagesFile(locale)()))] as const)),
) as Record<Locale, Map<string, unknown>>;

describe('the booking pages messages', () => {
  it('have the same keys in fr, en and ar', () => {
    const keysOf = (locale: Locale) => [...new Set([...files[locale].keys()].map((key) => key.replace(pluralSuffix, '')))].sort();
    expect(keysOf('en')).toEqual(keysOf('fr'));
    expect(keysOf('ar')).toEqual(keysOf('fr'));
  });

  it.each(locales)('have no empty message in %s', (locale) => {
    for (const [key, text] of files[locale]) expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
  });

  it.each(locales)('give every counted message the plural forms of %s', (locale) => {
    for (const [key, text] of files[locale]) {
      if (typeof text !== 'string' || !text.includes('{{count}}')) continue;
      const base = key.replace(pluralSuffix, '');
      expect(
        pluralForms[locale].filter((form) => !files[locale].has(`${base}_${form}`)),
        key,
      ).toEqual([]);
    }
  });

  it.each(locales)('keep the same placeholders in %s as in French', (locale) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of files.fr) expect(placeholders(files[locale].get(key)), key).toEqual(placeholders(text));
  });
});
