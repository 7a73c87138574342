import type { Locale } from '@tabib/contracts/locales';
import { isOnDemandNamespace, startNamespaces, type OnDemandNamespace } from './start-namespaces';

export type Namespace = Record<string, unknown>;

/** start: sign-in's; pages: antd's pages' (on-demand ones excepted); one on-demand namespace; all: every file. */
export type NamespaceGroup = 'start' | 'pages' | 'all' | OnDemandNamespace;

// Not eager: each language is its own chunks (vite.config.ts), fetched when it is chosen. The
// sign-in page's namespaces (startNamespaces: locales.test.ts holds the two lists together) are
// listed here; the others' list comes with the first of them (i18n-page-files.ts).
export const startFiles = import.meta.glob<Namespace>('../locales/*/{common,auth,errors,validation}.json', {
  import: 'default',
});

function inGroup(namespace: string, group: NamespaceGroup): boolean {
  if (group === 'all') return true;
  if (group === 'start') return startNamespaces.includes(namespace);
  if (group === 'pages') return !startNamespaces.includes(namespace) && !isOnDemandNamespace(namespace);
  return namespace === group;
}

/** locales/{language}/{namespace}.json of a group, keyed as i18next wants them: resources[namespace]. */
export async function loadLocaleResources(language: Locale, group: NamespaceGroup = 'all'): Promise<Record<string, Namespace>> {
  const files = group === 'start' ? startFiles : { ...startFiles, ...(await import('./i18n-page-files')).pageFiles };
  const namespaces = Object.entries(files).flatMap(([path, load]) => {
    const [, fileLanguage, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    return fileLanguage === language && namespace && inGroup(namespace, group)
      ? [load().then((content) => [namespace, content] as const)]
      : [];
  });
  return Object.fromEntries(await Promise.all(namespaces));
}
