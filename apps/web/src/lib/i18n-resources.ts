import { isLocale, type Locale } from '@tabib/contracts/locales';

type Namespace = Record<string, unknown>;

const files = import.meta.glob<Namespace>('../locales/*/*.json', { eager: true, import: 'default' });

/** locales/{lang}/{namespace}.json, keyed as i18next wants them: resources[lang][namespace]. */
export const localeResources: Record<Locale, Record<string, Namespace>> = { fr: {}, en: {}, ar: {} };

for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (isLocale(language) && namespace) localeResources[language][namespace] = content;
}

export const namespaces = Object.keys(localeResources.fr);
