import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, Offer, PaymentStatus } from '@tabib/contracts/subscription';
import type { checkoutInformationResponseSchema } from '@tabib/contracts/subscription-calls';
import type { z } from 'zod';
import { useLocale } from '../hooks/use-locale';
import { dayText, instantDayText } from '../model/format';
import { Dinars } from './dinars';

type Invoice = z.infer<typeof checkoutInformationResponseSchema>['invoices'][number];

// antd's status colours: the app's theme makes their text readable (app/theme.ts, Tag).
const invoiceColors: Record<InvoiceStatus, string> = { open: 'processing', paid: 'success', canceled: 'default' };
const paymentColors: Record<PaymentStatus, string> = {
  PAID: 'success',
  WAITING: 'warning',
  ON_PROGRESS: 'processing',
  UNPAID: 'error',
  FREE: 'default',
};

/** The overview's invoices, newest first, each with its instalments (spec 3 section 2). */
export function InvoicesList({ invoices, offers }: { invoices: readonly Invoice[]; offers: readonly Offer[] }) {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  if (invoices.length === 0) return <p className="subscription-muted">{t('invoices.none')}</p>;
  return (
    <ul className="subscription-invoices" data-testid="subscription-invoices">
      {invoices.map((invoice) => {
        const offer = offers.find((candidate) => candidate._id === invoice.offer_id);
        return (
          <li key={invoice._id} className="subscription-invoice" data-testid="subscription-invoice" data-status={invoice.status}>
            <div className="subscription-invoice-head">
              <strong>{offer ? offer.title[locale] : t('invoices.invoice')}</strong>
              <Tag color={invoiceColors[invoice.status]}>{t(`invoices.statuses.${invoice.status}`)}</Tag>
            </div>
            <p className="subscription-muted">
              {t('invoices.period', { from: dayText(invoice.starts_on), to: dayText(invoice.ends_on) })} ·{' '}
              {t('common.months', { count: invoice.duration })} · <Dinars centimes={invoice.monthly_price} />{' '}
              {t('offers.perMonthShort')} · {t('invoices.total')} <Dinars centimes={invoice.total} />
            </p>
            {invoice.payments.length > 0 ? (
              <ul className="subscription-payments" aria-label={t('invoices.payments')}>
                {invoice.payments.map((payment) => (
                  <li
                    key={payment._id}
                    className="subscription-payment"
                    data-testid="subscription-payment"
                    data-status={payment.status}
                  >
                    <span>{instantDayText(payment.created_at)}</span>
                    <span>{t('common.months', { count: payment.months })}</span>
                    <Dinars centimes={payment.amount} />
                    <span>{t(`methods.${payment.payment_method}.name`)}</span>
                    <Tag color={paymentColors[payment.status]}>{t(`invoices.paymentStatuses.${payment.status}`)}</Tag>
                    {payment.paid_at ? <span>{t('invoices.paidOn', { date: instantDayText(payment.paid_at) })}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
