import { describe, expect, it } from 'vitest';
import { locales } from '@tabib/contracts/locales';
import { localeResources } from '../lib/i18n-resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leavesOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leavesOf);
}

const namespaces = [...new Set(locales.flatMap((locale) => Object.keys(localeResources[locale])))].sort();

describe('translations', () => {
  it('has the namespaces of every page domain', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'shell', 'errors', 'validation', 'offline']));
  });

  it.each(namespaces)('%s has the same keys in fr, en and ar', (namespace) => {
    const [reference, ...others] = locales.map((locale) => ({
      locale,
      keys: keysOf(localeResources[locale][namespace] ?? {}).sort(),
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
});
