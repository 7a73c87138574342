import { useTranslation } from 'react-i18next';
import { isLocale, defaultLocale, type Locale } from '@tabib/contracts/locales';

/** The UI language, re-rendering when it changes. */
export function useCurrentLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}
