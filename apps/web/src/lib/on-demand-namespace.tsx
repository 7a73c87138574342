import { lazy, use, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from '@tabib/contracts/locales';
import { currentLocale, i18n, loadLocale } from './i18n';
import type { OnDemandNamespace } from './start-namespaces';

const loading = new Map<string, Promise<void>>();

/** Marked as React's `use` reads a settled promise: a render after this does not suspend at all. */
const settled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled', value: undefined });

/**
 * Resolves once a language's messages of an on-demand namespace (start-namespaces.ts) are in,
 * asking for them once; changeLocale brings those already in to the next language. For pages,
 * which render once i18next has started.
 */
export function loadNamespace(namespace: OnDemandNamespace, locale: Locale = currentLocale()): Promise<void> {
  const key = `${locale}:${namespace}`;
  let loaded = loading.get(key);
  if (!loaded) {
    if (i18n.hasResourceBundle(locale, namespace)) loaded = settled(Promise.resolve());
    else {
      const promise = loadLocale(locale, namespace).then(() => void settled(promise));
      promise.catch(() => loading.delete(key));
      loaded = promise;
    }
    loading.set(key, loaded);
  }
  return loaded;
}

/**
 * React.lazy for a page that shows an on-demand namespace: the messages come beside the code, and
 * the page renders, first and after a language change, only once the language's are in (the
 * nearest Suspense's fallback shows meanwhile, never a key). Here rather than in the page, so that
 * the page's feature does not share this module with app/, which would make it a chunk of its own.
 */
export function lazyWithNamespace<Props extends object>(namespace: OnDemandNamespace, load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    Promise.all([load(), loadNamespace(namespace)]).then(([Page]) => {
      function WithNamespace(props: Props) {
        const { i18n: instance } = useTranslation();
        use(loadNamespace(namespace, isLocale(instance.language) ? instance.language : defaultLocale));
        return <Page {...props} />;
      }
      return { default: WithNamespace };
    }),
  );
}
