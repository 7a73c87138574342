import { use } from 'react';
import type { ConfigProviderProps } from 'antd';
import type { Locale } from '@tabib/contracts/locales';
import { loadDatesLocale } from '../lib/dayjs-locale';
import { addLanguageParts } from '../lib/i18n';
import { loadOnce } from '../lib/load-once';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

// antd's ES modules: `antd/locale/*` are its CommonJS build, which brings a second copy of the
// pickers' and pagination's texts. One language's only, fetched when it is shown.
const antdLocaleFiles: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  fr: () => import('antd/es/locale/fr_FR'),
  en: () => import('antd/es/locale/en_US'),
  ar: () => import('antd/es/locale/ar_EG'),
};

/**
 * A language's antd texts with its dates (dayjs, the Sunday rule), fetched once: antd's layer
 * renders once they are in, and a language change waits for them before switching.
 */
export const loadAntdLocale = loadOnce((locale: Locale) =>
  Promise.all([antdLocaleFiles[locale](), loadDatesLocale(locale)]).then(([module]) => module.default),
);

/** antd's locale of a language; suspends while it loads (a change that did not go through changeLocale). */
export function useAntdLocale(locale: Locale): AntdLocale {
  return use(loadAntdLocale(locale));
}

addLanguageParts(loadAntdLocale);
