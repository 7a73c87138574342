import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from '@tabib/contracts/locales';

/** Which key of a reference name ({fr, en, ar}) to show: the UI language. */
export function useCurrentLocaleName(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}
