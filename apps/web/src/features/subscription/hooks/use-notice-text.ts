import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dinarsInText } from '@tabib/contracts/money';
import { dayText } from '../model/format';
import type { SubscriptionNotice } from '../model/observer-notices';
import { useLocale } from './use-locale';

/** A notice's sentence (spec 3 section 4), the same in its banner and its popup. */
export function useNoticeText(): (notice: SubscriptionNotice) => string {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  return useCallback(
    (notice: SubscriptionNotice) => {
      const date = 'date' in notice && notice.date ? dayText(notice.date) : '';
      switch (notice.kind) {
        case 'trialEnding':
          return notice.days === 0 ? t('notices.trialEndsToday') : t('notices.trialEnding', { count: notice.days });
        case 'renewPeriod':
          return t('notices.renewPeriod', { amount: dinarsInText(notice.amount, locale) });
        case 'periodEnding':
          return t('notices.periodEnding', { count: notice.days, date });
        case 'paymentReminder':
          return t(`notices.paymentReminder.${notice.key}`, { date });
        case 'invoiceEnding':
          return t('notices.invoiceEnding', { count: notice.days });
        case 'newInvoice':
          return t('notices.newInvoice', { date });
        default:
          return t(`notices.${notice.kind}`);
      }
    },
    [t, locale],
  );
}
