import { useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { defaultPaymentMethod, periodCommitSteps } from '@tabib/contracts/subscription';
import type { UserProfile } from '@tabib/contracts/user';
import { useAvailableOffers } from '../api/get-available-offers';
import { useCheckoutInformation } from '../api/get-checkout-information';
import { useRequestRenewal } from '../api/request-renewal';
import { useFlowRequest } from '../hooks/use-flow-request';
import { useLocale } from '../hooks/use-locale';
import { nextStepOf, previousStepOf, renewalOutcomeOf, renewalResultOf, type PaymentChoice } from '../model/flow-steps';
import { defaultMonthsOf, monthBoundsOf } from '../model/month-slider';
import { isSubscriptionPayer } from '../model/observer-audience';
import { canCommitPeriod } from '../model/page-availability';
import { ActualPlanStep } from './actual-plan-step';
import { FinalStep } from './final-step';
import { FlowFrame } from './flow-frame';
import { InvoiceSummaryStep } from './invoice-summary-step';
import { PaymentMethodsStep } from './payment-methods-step';
import { SubscriptionModals, type SubscriptionModal } from './subscription-modals';
import { SubscriptionLoading } from './subscription-loading';
import { NotFoundResult } from '../../../components/ui/not-found-result';

type Step = (typeof periodCommitSteps)[number];

/**
 * period-commit (spec 3 sections 2 and 4): the next months of the open invoice. Open when its paid
 * months are over, or an incomplete request is to be made again.
 */
export function PeriodCommitPage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const locale = useLocale();
  const checkout = useCheckoutInformation();
  const offers = useAvailableOffers();
  const renew = useRequestRenewal();
  const [step, setStep] = useState<Step>('actual_plan');
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [modal, setModal] = useState<SubscriptionModal>(null);
  const request = useFlowRequest(
    (token) =>
      renew.mutateAsync({
        new_period: choice?.months ?? 1,
        payment_method: choice?.method ?? defaultPaymentMethod,
        lang: locale,
        token,
      }),
    renewalOutcomeOf,
  );

  if (!checkout.data || !offers.data) return <SubscriptionLoading error={checkout.error ?? offers.error} />;
  const state = checkout.data.checkout;
  if (!request.answer && (!canCommitPeriod(state) || !isSubscriptionPayer(profile))) return <NotFoundResult />;

  const offer = offers.data.offers.find((candidate) => candidate._id === state.invoice_offer) ?? null;
  const available = Math.max(1, state.remain_invoice_duration);
  const method = state.payment_method ?? defaultPaymentMethod;
  const shownChoice: PaymentChoice = choice ?? {
    method,
    months: defaultMonthsOf(monthBoundsOf(method, available)),
    termsAccepted: false,
  };
  const monthlyPrice = state.monthly_price ?? offer?.price ?? 0;
  const back = () => {
    const previous = previousStepOf(periodCommitSteps, step);
    if (previous && !request.answer) setStep(previous);
    else navigate('/calendar');
  };
  const shownStep: Step = request.finalOpen ? 'final' : step;

  return (
    <FlowFrame
      title={t('periodCommit.title')}
      steps={{ labels: periodCommitSteps.map((key) => t(`steps.${key}`)), current: periodCommitSteps.indexOf(shownStep) }}
      onBack={back}
      testId="period-commit-page"
    >
      {shownStep === 'actual_plan' ? (
        <ActualPlanStep
          checkout={state}
          offerTitle={offer ? offer.title[locale] : null}
          onNext={() => setStep(nextStepOf(periodCommitSteps, step))}
        />
      ) : null}
      {shownStep === 'payment_methods' ? (
        <PaymentMethodsStep
          choice={shownChoice}
          available={available}
          monthlyPrice={monthlyPrice}
          onChange={setChoice}
          onNext={() => {
            setChoice(shownChoice);
            setStep(nextStepOf(periodCommitSteps, step));
          }}
          onBankInfo={() => setModal({ kind: 'bank' })}
        />
      ) : null}
      {shownStep === 'invoice_summary' ? (
        request.answer ? (
          <div className="subscription-loading" data-testid="step-registered">
            <Spin />
            <p>{t('flow.registered')}</p>
          </div>
        ) : (
          <InvoiceSummaryStep
            offerTitle={offer ? offer.title[locale] : '—'}
            method={shownChoice.method}
            months={shownChoice.months}
            monthlyPrice={monthlyPrice}
            proof={request.proof}
            sending={request.sending}
            onConfirm={() => void request.submit(shownChoice.method === 'cib' ? 'cardRegistration' : 'paymentRegistration')}
          />
        )
      ) : null}
      {shownStep === 'final' && request.answer ? (
        <FinalStep
          method={shownChoice.method}
          result={renewalResultOf(request.answer)}
          onContactUs={() => setModal({ kind: 'contact' })}
          onBankInfo={() => setModal({ kind: 'bank' })}
        />
      ) : null}
      <SubscriptionModals modal={modal} onModal={setModal} />
    </FlowFrame>
  );
}
