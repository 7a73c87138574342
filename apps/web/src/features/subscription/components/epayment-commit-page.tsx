import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cardPaymentMethod } from '@tabib/contracts/subscription';
import type { UserProfile } from '@tabib/contracts/user';
import { useAvailableOffers } from '../api/get-available-offers';
import { useCheckoutInformation } from '../api/get-checkout-information';
import { useRequestRenewal } from '../api/request-renewal';
import { useFlowRequest } from '../hooks/use-flow-request';
import { useLocale } from '../hooks/use-locale';
import { renewalOutcomeOf, type PaymentChoice } from '../model/flow-steps';
import { clampMonths, monthBoundsOf } from '../model/month-slider';
import { isSubscriptionPayer } from '../model/observer-audience';
import { canRetryCardPayment } from '../model/page-availability';
import { FinalStep } from './final-step';
import { FlowFrame } from './flow-frame';
import { InvoiceSummaryStep } from './invoice-summary-step';
import { PaymentMethodsStep } from './payment-methods-step';
import { SubscriptionModals, type SubscriptionModal } from './subscription-modals';
import { SubscriptionLoading } from './subscription-loading';
import { NotFoundResult } from '../../../components/ui/not-found-result';

const cardOnly = [cardPaymentMethod] as const;

/** epayment-commit (spec 3 section 2): a card payment of the open invoice made again, after it was left or refused. */
export function EpaymentCommitPage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const locale = useLocale();
  const checkout = useCheckoutInformation();
  const offers = useAvailableOffers();
  const renew = useRequestRenewal();
  const [confirming, setConfirming] = useState(false);
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [modal, setModal] = useState<SubscriptionModal>(null);
  const request = useFlowRequest(
    (token) => renew.mutateAsync({ new_period: choice?.months ?? 1, payment_method: cardPaymentMethod, lang: locale, token }),
    renewalOutcomeOf,
  );

  if (!checkout.data || !offers.data) return <SubscriptionLoading error={checkout.error ?? offers.error} />;
  const state = checkout.data.checkout;
  if (!request.answer && (!canRetryCardPayment(state) || !isSubscriptionPayer(profile))) return <NotFoundResult />;

  const offer = offers.data.offers.find((candidate) => candidate._id === state.invoice_offer) ?? null;
  const available = Math.max(1, state.remain_invoice_duration);
  const shownChoice: PaymentChoice = choice ?? {
    method: cardPaymentMethod,
    months: clampMonths(state.shift_request_duration ?? 1, monthBoundsOf(cardPaymentMethod, available)),
    termsAccepted: false,
  };
  const monthlyPrice = state.monthly_price ?? offer?.price ?? 0;

  return (
    <FlowFrame
      title={t('epaymentCommit.title')}
      onBack={() => (confirming && !request.answer ? setConfirming(false) : navigate('/calendar'))}
      testId="epayment-commit-page"
    >
      {request.finalOpen ? (
        <FinalStep
          method={cardPaymentMethod}
          onContactUs={() => setModal({ kind: 'contact' })}
          onBankInfo={() => setModal({ kind: 'bank' })}
        />
      ) : confirming ? (
        <InvoiceSummaryStep
          offerTitle={offer ? offer.title[locale] : '—'}
          method={cardPaymentMethod}
          months={shownChoice.months}
          monthlyPrice={monthlyPrice}
          proof={request.proof}
          sending={request.sending}
          onConfirm={() => void request.submit('cardRegistration')}
        />
      ) : (
        <>
          <p data-testid="epayment-retry-intro">{t('epaymentCommit.intro')}</p>
          <PaymentMethodsStep
            choice={shownChoice}
            available={available}
            monthlyPrice={monthlyPrice}
            methods={cardOnly}
            onChange={setChoice}
            onNext={() => {
              setChoice(shownChoice);
              setConfirming(true);
            }}
            onBankInfo={() => setModal({ kind: 'bank' })}
          />
        </>
      )}
      <SubscriptionModals modal={modal} onModal={setModal} />
    </FlowFrame>
  );
}
