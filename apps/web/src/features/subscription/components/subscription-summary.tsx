import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckoutInformation, ShownSubscriptionStatus } from '@tabib/contracts/subscription';
import { dayText } from '../model/format';
import { Dinars } from './dinars';

// antd's status colours: the app's theme makes their text readable (app/theme.ts, Tag).
const statusColors: Record<ShownSubscriptionStatus, string> = {
  active: 'success',
  trialing: 'processing',
  payment_waiting: 'warning',
  hold: 'warning',
  suspended: 'error',
  expired: 'default',
};

/** The overview's facts (spec 3 section 2): plan, paid and remaining months, welcome days left, frequency, method. */
export function SubscriptionSummary({ checkout, planTitle }: { checkout: CheckoutInformation; planTitle: string | null }) {
  const { t } = useTranslation('subscription');
  const months = (count: number) => t('common.months', { count });
  return (
    <dl className="subscription-facts subscription-summary" data-testid="subscription-summary">
      <dt>{t('overview.status')}</dt>
      <dd>
        <Tag color={statusColors[checkout.shown_status]} data-testid="subscription-status" data-status={checkout.status}>
          {t(`shownStatus.${checkout.shown_status}`)}
        </Tag>
      </dd>
      <dt>{t('overview.plan')}</dt>
      <dd data-testid="subscription-plan">
        {planTitle ?? (checkout.status === 'trialing' ? t('overview.welcomePlan') : t('overview.noPlan'))}
      </dd>
      {checkout.status === 'trialing' && checkout.remain_to_end_trial !== null ? (
        <>
          <dt>{t('overview.welcomeDaysLeft')}</dt>
          <dd data-testid="subscription-welcome-days">
            {checkout.remain_to_end_trial}
            {checkout.trial_ends_on ? ` (${t('overview.until', { date: dayText(checkout.trial_ends_on) })})` : null}
          </dd>
        </>
      ) : null}
      {checkout.invoice_duration > 0 ? (
        <>
          <dt>{t('overview.paidMonths')}</dt>
          <dd data-testid="subscription-paid-months">
            {checkout.paid_invoice_duration} / {months(checkout.invoice_duration)}
          </dd>
          <dt>{t('overview.remainingMonths')}</dt>
          <dd data-testid="subscription-remaining-months">{months(checkout.remain_invoice_duration)}</dd>
        </>
      ) : null}
      {checkout.payment_frequency ? (
        <>
          <dt>{t('overview.frequency')}</dt>
          <dd data-testid="subscription-frequency">{t(`frequencies.${checkout.payment_frequency}`)}</dd>
        </>
      ) : null}
      {checkout.payment_method ? (
        <>
          <dt>{t('overview.method')}</dt>
          <dd data-testid="subscription-method">{t(`methods.${checkout.payment_method}.name`)}</dd>
        </>
      ) : null}
      {checkout.monthly_price !== null ? (
        <>
          <dt>{t('summary.monthlyPrice')}</dt>
          <dd>
            <Dinars centimes={checkout.monthly_price} />
          </dd>
        </>
      ) : null}
      {checkout.remain_to_pay > 0 ? (
        <>
          <dt>{t('overview.remainToPay')}</dt>
          <dd>
            <Dinars centimes={checkout.remain_to_pay} testId="subscription-remain-to-pay" />
          </dd>
        </>
      ) : null}
      {checkout.paid_through && checkout.paid_invoice_duration > 0 ? (
        <>
          <dt>{t('overview.paidThrough')}</dt>
          <dd>{dayText(checkout.paid_through)}</dd>
        </>
      ) : null}
      {checkout.payment_due_date ? (
        <>
          <dt>{t('overview.dueDate')}</dt>
          <dd data-testid="subscription-due-date">{dayText(checkout.payment_due_date)}</dd>
        </>
      ) : null}
    </dl>
  );
}
