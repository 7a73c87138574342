import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

export type Lang = 'fr' | 'en' | 'ar';
export const langs: readonly Lang[] = ['fr', 'en', 'ar'];

const localesDir = path.join(repoRoot, 'apps/web/src/locales');
const cache = new Map<Lang, Map<string, string>>();

function flatten(prefix: string, value: unknown, into: Map<string, string>) {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, child, into);
  }
}

/** Every string of one language, keyed `namespace:dotted.key` as the web app's i18next sees them. */
export function catalogue(lang: Lang): Map<string, string> {
  let entries = cache.get(lang);
  if (entries) return entries;
  entries = new Map();
  const dir = path.join(localesDir, lang);
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      flatten(`${path.basename(file, '.json')}:`, JSON.parse(readFileSync(path.join(dir, file), 'utf8')), entries);
    }
  }
  cache.set(lang, entries);
  return entries;
}

/** The web app's text for `namespace:key` in one language (interpolations left as they are). */
export function t(lang: Lang, key: string): string {
  const value = catalogue(lang).get(key);
  if (value === undefined) throw new Error(`No "${key}" in apps/web/src/locales/${lang}/*.json`);
  return value;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * A message the spec quotes in English, in each language: checks that the web's English text
 * for `key` is the spec's wording, then gives the French and Arabic texts of the same key.
 */
export function specMessage(key: string, english: string): Record<Lang, string> {
  const en = t('en', key);
  if (normalise(en) !== normalise(english)) {
    throw new Error(`apps/web/src/locales/en: "${key}" is "${en}", the spec says "${english}"`);
  }
  return { fr: t('fr', key), en, ar: t('ar', key) };
}
