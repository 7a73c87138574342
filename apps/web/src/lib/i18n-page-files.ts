import type { Namespace } from './i18n-resources';

/**
 * The message files beyond the sign-in page's, by path: loaded with the first of them, so that the
 * sign-in page's first download does not carry the list of every language's pages' files.
 */
export const pageFiles = import.meta.glob<Namespace>(
  ['../locales/*/*.json', '!../locales/*/{common,auth,errors,validation}.json'],
  {
    import: 'default',
  },
);
