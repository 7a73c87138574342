import type { Locale } from '@tabib/contracts/locales';

type Namespace = Record<string, unknown>;

// Not eager: each language is its own chunk (vite.config.ts), fetched when it is chosen.
const files = import.meta.glob<Namespace>('../locales/*/*.json', { import: 'default' });

/** locales/{language}/{namespace}.json, keyed as i18next wants them: resources[namespace]. */
export async function loadLocaleResources(language: Locale): Promise<Record<string, Namespace>> {
  const namespaces = Object.entries(files).flatMap(([path, load]) => {
    const [, fileLanguage, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    return fileLanguage === language && namespace ? [load().then((content) => [namespace, content] as const)] : [];
  });
  return Object.fromEntries(await Promise.all(namespaces));
}
