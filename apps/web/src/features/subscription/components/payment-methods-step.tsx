import { Button, Checkbox, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardPaymentMethod, paymentMethods, subscriptionRules, type PaymentMethod } from '@tabib/contracts/subscription';
import { paymentChoiceReady, type PaymentChoice } from '../model/flow-steps';
import { clampMonths, monthBoundsOf } from '../model/month-slider';
import { Dinars } from './dinars';
import { MonthSlider } from './month-slider';

interface PaymentMethodsStepProps {
  choice: PaymentChoice;
  /** The months that may be paid: the offer's, or what is left of the invoice. */
  available: number;
  monthlyPrice: number;
  onChange(choice: PaymentChoice): void;
  onNext(): void;
  onBankInfo(): void;
  /** Only these methods (epayment-commit: the card). */
  methods?: readonly PaymentMethod[];
  nextLabel?: string;
}

/** The payment methods step: the method (versement by default), the months paid now and, for a card, its terms. */
export function PaymentMethodsStep({
  choice,
  available,
  monthlyPrice,
  onChange,
  onNext,
  onBankInfo,
  methods = paymentMethods,
  nextLabel,
}: PaymentMethodsStepProps) {
  const { t } = useTranslation('subscription');
  const bounds = monthBoundsOf(choice.method, available);
  const chooseMethod = (method: PaymentMethod) =>
    onChange({ ...choice, method, months: clampMonths(choice.months, monthBoundsOf(method, available)) });

  return (
    <div className="subscription-step" data-testid="step-payment-methods">
      {methods.length > 1 ? (
        <fieldset className="subscription-fieldset">
          <legend>{t('payment.method')}</legend>
          <Radio.Group
            className="subscription-methods"
            value={choice.method}
            onChange={(event) => chooseMethod(event.target.value as PaymentMethod)}
            data-testid="payment-method"
          >
            {methods.map((method) => (
              <Radio key={method} value={method} data-testid={`method-${method}`}>
                <span className="subscription-method-name">{t(`methods.${method}.name`)}</span>
                <span className="subscription-muted subscription-method-hint">{t(`methods.${method}.hint`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
      ) : null}
      <MonthSlider bounds={bounds} value={choice.months} onChange={(months) => onChange({ ...choice, months })} />
      {choice.method === 'cash' && available >= subscriptionRules.cashMinimumMonths ? (
        <p className="subscription-muted">{t('payment.cashMinimum', { months: subscriptionRules.cashMinimumMonths })}</p>
      ) : null}
      <p className="subscription-amount">
        {t('payment.amount')} <Dinars centimes={monthlyPrice * choice.months} testId="payment-amount" />
      </p>
      {choice.method === cardPaymentMethod ? (
        <div className="subscription-terms">
          <p className="subscription-muted">{t('payment.cardTerms')}</p>
          <Checkbox
            checked={choice.termsAccepted}
            onChange={(event) => onChange({ ...choice, termsAccepted: event.target.checked })}
            data-testid="card-terms"
          >
            {t('payment.acceptTerms')}
          </Checkbox>
        </div>
      ) : (
        <Button type="link" className="subscription-link" onClick={onBankInfo} data-testid="open-bank-info">
          {t('actions.bankInformation')}
        </Button>
      )}
      <div className="subscription-step-actions">
        <Button type="primary" disabled={!paymentChoiceReady(choice, bounds)} onClick={onNext} data-testid="step-next">
          {nextLabel ?? t('flow.next')}
        </Button>
      </div>
    </div>
  );
}
