import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subscriptionRules } from '@tabib/contracts/subscription';
import type { UserProfile } from '@tabib/contracts/user';
import { useAvailableOffers } from '../api/get-available-offers';
import { useCheckoutInformation } from '../api/get-checkout-information';
import { useLocale } from '../hooks/use-locale';
import { isSubscriptionPayer } from '../model/observer-audience';
import { canCommitInvoice } from '../model/page-availability';
import { InvoicesList } from './invoices-list';
import { OfferCard } from './offer-card';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionLoading } from './subscription-loading';
import { SubscriptionModals, type SubscriptionModal } from './subscription-modals';
import { SubscriptionSummary } from './subscription-summary';
import './subscription.css';

/**
 * /settings/subscription (spec 3 section 2): the plan, paid and remaining months, the welcome days
 * left, the offers, the frequency and method, the invoices with their instalments, and what can be
 * done now.
 */
export function SubscriptionPage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const locale = useLocale();
  const checkout = useCheckoutInformation();
  const offers = useAvailableOffers();
  const [modal, setModal] = useState<SubscriptionModal>(null);

  if (!checkout.data || !offers.data) return <SubscriptionLoading error={checkout.error ?? offers.error} />;
  const state = checkout.data.checkout;
  const payer = isSubscriptionPayer(profile);
  const planOffer = offers.data.offers.find((offer) => offer._id === state.invoice_offer);
  const choosable = payer && canCommitInvoice(state);

  return (
    <section className="subscription-page" data-testid="subscription-page">
      <h2 className="subscription-page-title">{t('overview.title')}</h2>
      {state.restricted ? (
        <Alert type="error" showIcon title={t('restricted.text')} data-testid="subscription-restricted" />
      ) : null}
      {state.shift_request_pending ? (
        <Alert
          type="info"
          showIcon
          title={t('overview.pendingRequest', { days: subscriptionRules.paymentDeadlineDays })}
          data-testid="subscription-pending-request"
        />
      ) : null}
      <SubscriptionSummary checkout={state} planTitle={planOffer ? planOffer.title[locale] : null} />
      <SubscriptionActions checkout={state} payer={payer} onModal={setModal} />
      <h3 className="subscription-section-title">{t('overview.offers')}</h3>
      <div className="subscription-offers">
        {offers.data.offers.map((offer) => (
          <OfferCard
            key={offer._id}
            offer={offer}
            current={offer._id === state.invoice_offer}
            onDetails={() => setModal({ kind: 'offer', offer })}
            onChoose={choosable ? () => navigate(`/settings/subscription/invoice-commit?offer=${offer._id}`) : undefined}
          />
        ))}
      </div>
      <h3 className="subscription-section-title">{t('overview.invoices')}</h3>
      <InvoicesList invoices={checkout.data.invoices} offers={offers.data.offers} />
      <SubscriptionModals modal={modal} onModal={setModal} />
    </section>
  );
}
