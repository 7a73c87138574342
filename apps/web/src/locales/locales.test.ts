import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@tabib/contracts/locales';
import { loadLocaleResources, startFiles } from '../lib/i18n-resources';
import { startNamespaces } from '../lib/start-namespaces';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function messagesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => messagesOf(child, prefix ? `${prefix}.${key}` : key));
}

/** i18next's plural suffixes: Arabic has six forms, French and English two ('5 يوم' is wrong, '5 أيام' right). */
const pluralForms: Record<Locale, string[]> = {
  fr: ['one', 'other'],
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const withoutPluralSuffix = (key: string) => key.replace(pluralSuffix, '');

function leavesOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leavesOf);
}

const localeResources = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadLocaleResources(locale)] as const)),
) as Record<Locale, Record<string, unknown>>;
const namespaces = [...new Set(locales.flatMap((locale) => Object.keys(localeResources[locale])))].sort();

describe('translations', () => {
  it('has the namespaces of every page domain', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'shell', 'errors', 'validation', 'offline']));
  });

  it.each(namespaces)('%s has the same keys in fr, en and ar', (namespace) => {
    const [reference, ...others] = locales.map((locale) => ({
      locale,
      keys: [...new Set(keysOf(localeResources[locale][namespace] ?? {}).map(withoutPluralSuffix))].sort(),
    }));
    for (const other of others) {
      expect({ locale: other.locale, keys: other.keys }).toEqual({ locale: other.locale, keys: reference?.keys });
    }
  });

  it.each(namespaces)('%s has no empty message', (namespace) => {
    for (const locale of locales) {
      for (const leaf of leavesOf(localeResources[locale][namespace])) {
        expect(typeof leaf === 'string' && leaf.trim().length > 0, `${locale}/${namespace}`).toBe(true);
      }
    }
  });

  it.each(namespaces)('%s gives every counted message the plural forms of its language', (namespace) => {
    for (const locale of locales) {
      const messages = new Map(messagesOf(localeResources[locale][namespace] ?? {}));
      const counted = [...messages].filter(([, text]) => typeof text === 'string' && text.includes('{{count}}'));
      for (const [key] of counted) {
        const base = withoutPluralSuffix(key);
        const missing = pluralForms[locale].filter((form) => !messages.has(`${base}_${form}`));
        expect(missing, `${locale}/${namespace}:${base}`).toEqual([]);
      }
    }
  });
});

describe("the sign-in page's message files", () => {
  it('are listed apart (i18n-resources.ts) as exactly the start namespaces, in every language', () => {
    const listed = Object.keys(startFiles).map((path) => /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!.slice(1).join('/'));
    const expected = locales.flatMap((locale) => startNamespaces.map((namespace) => `${locale}/${namespace}`));
    expect(listed.sort()).toEqual(expected.sort());
  });
});
