/**
 * The namespaces the sign-in page needs before its first render (chunk `locale-{language}`);
 * the others come with antd's pages (chunk `locale-{language}-pages`), but for the on-demand ones
 * below. Read by vite.config.ts too.
 */
export const startNamespaces: readonly string[] = ['common', 'auth', 'errors', 'validation'];

/**
 * Namespaces only a few pages show: each is a chunk of its own per language
 * (`locale-{language}-{namespace}`), loaded by those pages (lib/i18n.ts, loadNamespace), so the
 * accounts that never open them never download them. `clinic`: the clinic's pages, clinic accounts only;
 * `subscription`: the subscription's pages, banners and popups, and the printable receipt.
 */
export const onDemandNamespaces = ['clinic', 'subscription'] as const;
export type OnDemandNamespace = (typeof onDemandNamespaces)[number];

export const isOnDemandNamespace = (namespace: string): namespace is OnDemandNamespace =>
  (onDemandNamespaces as readonly string[]).includes(namespace);
