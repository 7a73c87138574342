import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckoutInformation } from '@tabib/contracts/subscription';
import { dayText } from '../model/format';
import { Dinars } from './dinars';

interface ActualPlanStepProps {
  checkout: CheckoutInformation;
  offerTitle: string | null;
  onNext(): void;
}

/** period-commit's first step: the invoice being paid, what is paid and what is left. */
export function ActualPlanStep({ checkout, offerTitle, onNext }: ActualPlanStepProps) {
  const { t } = useTranslation('subscription');
  return (
    <div className="subscription-step" data-testid="step-actual-plan">
      <dl className="subscription-facts">
        <dt>{t('summary.offer')}</dt>
        <dd data-testid="plan-offer">{offerTitle ?? '—'}</dd>
        <dt>{t('overview.invoiceMonths')}</dt>
        <dd>{t('common.months', { count: checkout.invoice_duration })}</dd>
        <dt>{t('overview.paidMonths')}</dt>
        <dd data-testid="plan-paid">{t('common.months', { count: checkout.paid_invoice_duration })}</dd>
        <dt>{t('overview.remainingMonths')}</dt>
        <dd data-testid="plan-remaining">{t('common.months', { count: checkout.remain_invoice_duration })}</dd>
        {checkout.monthly_price !== null ? (
          <>
            <dt>{t('summary.monthlyPrice')}</dt>
            <dd>
              <Dinars centimes={checkout.monthly_price} />
            </dd>
          </>
        ) : null}
        <dt>{t('overview.remainToPay')}</dt>
        <dd>
          <Dinars centimes={checkout.remain_to_pay} testId="plan-remain-to-pay" />
        </dd>
        {checkout.paid_through && checkout.paid_invoice_duration > 0 ? (
          <>
            <dt>{t('overview.paidThrough')}</dt>
            <dd>{dayText(checkout.paid_through)}</dd>
          </>
        ) : null}
      </dl>
      {checkout.incomplete_shift_request && checkout.shift_request_duration ? (
        <p className="subscription-muted" data-testid="plan-incomplete">
          {t('overview.incompleteRequest', { months: t('common.months', { count: checkout.shift_request_duration }) })}
        </p>
      ) : null}
      <div className="subscription-step-actions">
        <Button type="primary" onClick={onNext} data-testid="step-next">
          {t('flow.next')}
        </Button>
      </div>
    </div>
  );
}
