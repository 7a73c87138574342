import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from '@tabib/contracts/locales';

/** The interface's language, following the switcher (offers carry their titles in each language). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}
