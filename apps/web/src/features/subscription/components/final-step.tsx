import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isManualPaymentMethod, subscriptionRules, type PaymentMethod } from '@tabib/contracts/subscription';
import type { RenewalResult } from '../model/flow-steps';

interface FinalStepProps {
  method: PaymentMethod;
  /** The renewal's result message; an invoice request's final step has none. */
  result?: RenewalResult;
  onContactUs(): void;
  onBankInfo(): void;
}

/** The flows' last screen (spec 3 section 2): what happens next, contact us, and back home to the calendar. */
export function FinalStep({ method, result = 'general_success', onContactUs, onBankInfo }: FinalStepProps) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const failed = result === 'incomplete_shift_failed';
  return (
    <Result
      status={failed ? 'warning' : 'success'}
      title={t(`final.${result}`)}
      subTitle={
        isManualPaymentMethod(method) && !failed
          ? t('final.manualNext', { days: subscriptionRules.paymentDeadlineDays })
          : undefined
      }
      data-testid="step-final"
      data-result={result}
      extra={[
        isManualPaymentMethod(method) ? (
          <Button key="bank" onClick={onBankInfo} data-testid="final-bank-info">
            {t('actions.bankInformation')}
          </Button>
        ) : null,
        <Button key="contact" onClick={onContactUs} data-testid="final-contact-us">
          {t('actions.contactUs')}
        </Button>,
        <Button key="home" type="primary" onClick={() => navigate('/calendar')} data-testid="final-home">
          {t('final.home')}
        </Button>,
      ]}
    />
  );
}
