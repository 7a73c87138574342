import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingNamespace, type BookingKey } from '../locales/booking-messages';

export type BookingText = (key: BookingKey, values?: Record<string, string | number>) => string;

/**
 * `t` for the booking pages' own namespace, which lib/i18next.d.ts does not list (it is not in
 * src/locales/): keys are typed by BookingKey instead. Follows the language like useTranslation.
 */
export function useBookingText(): BookingText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const fixed = i18n.getFixedT(language, bookingNamespace as never) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;
    return (key, values) => fixed(key, values);
  }, [i18n, language]);
}
