import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLocale, type Locale } from '@tabib/contracts/locales';
import { changeLocale, currentLocale } from '../../../lib/i18n';
import { loadBookingMessages } from '../locales/booking-messages';

/**
 * The page's language: the app's (kept on the device), or the `lang` of the address (the
 * confirmation's links carry the patient's). The booking messages come in before the switch, so
 * no key or other language shows meanwhile.
 */
export function usePageLanguage() {
  useTranslation();
  const locale = currentLocale();
  const [changing, setChanging] = useState<Locale | null>(null);
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('lang');

  const change = useCallback(async (next: Locale) => {
    setChanging(next);
    try {
      await loadBookingMessages(next);
      await changeLocale(next);
    } finally {
      setChanging(null);
    }
  }, []);

  useEffect(() => {
    if (isLocale(asked) && asked !== currentLocale()) void change(asked);
  }, [asked, change]);

  return { locale, changing, change };
}

/** The page's language, re-rendering the caller when it changes. */
export function usePageLocale(): Locale {
  useTranslation();
  return currentLocale();
}
