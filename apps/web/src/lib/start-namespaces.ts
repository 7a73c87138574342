/**
 * The namespaces the sign-in page needs before its first render (chunk `locale-{language}`);
 * the others come with antd's pages (chunk `locale-{language}-pages`). Read by vite.config.ts too.
 */
export const startNamespaces: readonly string[] = ['common', 'auth', 'errors', 'validation'];
