import type { Locale } from '@tabib/contracts/locales';
import { startNamespaces } from './start-namespaces';

type Namespace = Record<string, unknown>;

export type NamespaceGroup = 'start' | 'pages' | 'all';

// Not eager: each language is its own chunks (vite.config.ts), fetched when it is chosen.
const files = import.meta.glob<Namespace>('../locales/*/*.json', { import: 'default' });

const inGroup = (namespace: string, group: NamespaceGroup) =>
  group === 'all' || startNamespaces.includes(namespace) === (group === 'start');

/** locales/{language}/{namespace}.json of a group, keyed as i18next wants them: resources[namespace]. */
export async function loadLocaleResources(language: Locale, group: NamespaceGroup = 'all'): Promise<Record<string, Namespace>> {
  const namespaces = Object.entries(files).flatMap(([path, load]) => {
    const [, fileLanguage, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    return fileLanguage === language && namespace && inGroup(namespace, group)
      ? [load().then((content) => [namespace, content] as const)]
      : [];
  });
  return Object.fromEntries(await Promise.all(namespaces));
}
