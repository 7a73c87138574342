import type { Ref } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardPaymentMethod, type PaymentMethod } from '@tabib/contracts/subscription';
import { ProofOfWorkField, type ProofOfWork } from '../../../components/ui/proof-of-work-field';
import { useLocale } from '../hooks/use-locale';
import { Dinars } from './dinars';

interface InvoiceSummaryStepProps {
  /** The offer's title, in the interface's language. */
  offerTitle: string;
  method: PaymentMethod;
  months: number;
  monthlyPrice: number;
  proof: Ref<ProofOfWork>;
  sending: boolean;
  onConfirm(): void;
}

/** The 'Confirmation' step: what will be asked for, the bot check the server requires, and the button that sends it. */
export function InvoiceSummaryStep({
  offerTitle,
  method,
  months,
  monthlyPrice,
  proof,
  sending,
  onConfirm,
}: InvoiceSummaryStepProps) {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  return (
    <div className="subscription-step" data-testid="step-invoice-summary">
      <dl className="subscription-facts">
        <dt>{t('summary.offer')}</dt>
        <dd data-testid="summary-offer">{offerTitle}</dd>
        <dt>{t('summary.method')}</dt>
        <dd data-testid="summary-method">{t(`methods.${method}.name`)}</dd>
        <dt>{t('summary.months')}</dt>
        <dd data-testid="summary-months">{t('common.months', { count: months })}</dd>
        <dt>{t('summary.monthlyPrice')}</dt>
        <dd>
          <Dinars centimes={monthlyPrice} />
        </dd>
        <dt>{t('summary.total')}</dt>
        <dd className="subscription-total">
          <Dinars centimes={monthlyPrice * months} testId="summary-total" />
        </dd>
      </dl>
      {method === cardPaymentMethod ? <p className="subscription-muted">{t('summary.cardRedirect')}</p> : null}
      <div className="subscription-proof">
        <p className="subscription-muted">{t('summary.proof')}</p>
        <ProofOfWorkField locale={locale} ref={proof} start="onload" testId="subscription-proof" />
      </div>
      <div className="subscription-step-actions">
        <Button type="primary" loading={sending} onClick={onConfirm} data-testid="step-confirm">
          {method === cardPaymentMethod ? t('summary.payByCard') : t('summary.confirm')}
        </Button>
      </div>
    </div>
  );
}
