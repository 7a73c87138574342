import { useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { defaultPaymentMethod, invoiceCommitSteps, type Offer } from '@tabib/contracts/subscription';
import type { UserProfile } from '@tabib/contracts/user';
import { useAvailableOffers } from '../api/get-available-offers';
import { useCheckoutInformation } from '../api/get-checkout-information';
import { useCreateInvoice } from '../api/create-invoice';
import { useFlowRequest } from '../hooks/use-flow-request';
import { useLocale } from '../hooks/use-locale';
import { invoiceOutcomeOf, nextStepOf, previousStepOf, type PaymentChoice } from '../model/flow-steps';
import { defaultMonthsOf, monthBoundsOf } from '../model/month-slider';
import { isSubscriptionPayer } from '../model/observer-audience';
import { canCommitInvoice } from '../model/page-availability';
import { FinalStep } from './final-step';
import { FlowFrame } from './flow-frame';
import { InvoiceSummaryStep } from './invoice-summary-step';
import { OffersStep } from './offers-step';
import { PaymentMethodsStep } from './payment-methods-step';
import { SubscriptionModals, type SubscriptionModal } from './subscription-modals';
import { SubscriptionLoading } from './subscription-loading';
import { NotFoundResult } from '../../../components/ui/not-found-result';

type Step = (typeof invoiceCommitSteps)[number];

/**
 * invoice-commit (spec 3 sections 2 and 4): an offer, a payment method and the months paid now,
 * the confirmation, then the final step. Open when paid and over, waiting or canceled.
 */
export function InvoiceCommitPage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const locale = useLocale();
  const [params] = useSearchParams();
  const checkout = useCheckoutInformation();
  const offers = useAvailableOffers();
  const create = useCreateInvoice();
  const [step, setStep] = useState<Step>('offers');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [choice, setChoice] = useState<PaymentChoice>({ method: defaultPaymentMethod, months: 1, termsAccepted: false });
  const [modal, setModal] = useState<SubscriptionModal>(null);

  const offerList = offers.data?.offers ?? [];
  const asked = params.get('offer');
  const preselected = offerList.find((offer) => offer._id === asked)?._id ?? offers.data?.contract_selected_offer ?? null;
  const offer = offerList.find((candidate) => candidate._id === (chosenId ?? preselected)) ?? null;

  const request = useFlowRequest(
    (token) =>
      create.mutateAsync({
        offer_id: offer?._id ?? '',
        payment_method: choice.method,
        requested_period: choice.months,
        lang: locale,
        token,
      }),
    invoiceOutcomeOf,
  );

  if (!checkout.data || !offers.data) return <SubscriptionLoading error={checkout.error ?? offers.error} />;
  // Once the request is answered the subscription has moved on: the flow stays to its end.
  if (!request.answer && (!canCommitInvoice(checkout.data.checkout) || !isSubscriptionPayer(profile))) return <NotFoundResult />;

  const select = (picked: Offer) => {
    setChosenId(picked._id);
    setChoice((current) => ({ ...current, months: defaultMonthsOf(monthBoundsOf(current.method, picked.duration)) }));
  };
  const back = () => {
    const previous = previousStepOf(invoiceCommitSteps, step);
    if (previous && !request.answer) setStep(previous);
    else navigate('/calendar');
  };
  const shownStep: Step = request.finalOpen ? 'final' : step;

  return (
    <FlowFrame
      title={t('invoiceCommit.title')}
      steps={{ labels: invoiceCommitSteps.map((key) => t(`steps.${key}`)), current: invoiceCommitSteps.indexOf(shownStep) }}
      onBack={back}
      testId="invoice-commit-page"
    >
      {shownStep === 'offers' ? (
        <OffersStep
          offers={offerList}
          selectedId={offer?._id ?? null}
          currentId={offers.data.contract_selected_offer}
          onSelect={select}
          onDetails={(details) => setModal({ kind: 'offer', offer: details })}
          onNext={() => {
            if (offer && !chosenId) select(offer);
            setStep(nextStepOf(invoiceCommitSteps, step));
          }}
        />
      ) : null}
      {shownStep === 'payment_methods' && offer ? (
        <PaymentMethodsStep
          choice={choice}
          available={offer.duration}
          monthlyPrice={offer.price}
          onChange={setChoice}
          onNext={() => setStep(nextStepOf(invoiceCommitSteps, step))}
          onBankInfo={() => setModal({ kind: 'bank' })}
        />
      ) : null}
      {shownStep === 'invoice_summary' && offer ? (
        request.answer ? (
          <div className="subscription-loading" data-testid="step-registered">
            <Spin />
            <p>{t('flow.registered')}</p>
          </div>
        ) : (
          <InvoiceSummaryStep
            offerTitle={offer.title[locale]}
            method={choice.method}
            months={choice.months}
            monthlyPrice={offer.price}
            proof={request.proof}
            sending={request.sending}
            onConfirm={() => void request.submit(choice.method === 'cib' ? 'cardRegistration' : 'invoice')}
          />
        )
      ) : null}
      {shownStep === 'final' ? (
        <FinalStep
          method={choice.method}
          onContactUs={() => setModal({ kind: 'contact' })}
          onBankInfo={() => setModal({ kind: 'bank' })}
        />
      ) : null}
      <SubscriptionModals modal={modal} onModal={setModal} />
    </FlowFrame>
  );
}
