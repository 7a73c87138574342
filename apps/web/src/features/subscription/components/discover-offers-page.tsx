import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@tabib/contracts/user';
import { useAvailableOffers } from '../api/get-available-offers';
import { useCheckoutInformation } from '../api/get-checkout-information';
import { dayText } from '../model/format';
import { isSubscriptionPayer } from '../model/observer-audience';
import { canCommitInvoice } from '../model/page-availability';
import { OfferCard } from './offer-card';
import { SubscriptionLoading } from './subscription-loading';
import { SubscriptionModals, type SubscriptionModal } from './subscription-modals';
import './subscription.css';

/** discover-offers, the banners' target (spec 3 section 2): the offers, and the way to choose one when it is open. */
export function DiscoverOffersPage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const checkout = useCheckoutInformation();
  const offers = useAvailableOffers();
  const [modal, setModal] = useState<SubscriptionModal>(null);

  if (!checkout.data || !offers.data) return <SubscriptionLoading error={checkout.error ?? offers.error} />;
  const state = checkout.data.checkout;
  const { offers: offerList, contract_selected_offer: selectedOffer } = offers.data;
  const choosable = isSubscriptionPayer(profile) && canCommitInvoice(state);
  const later =
    state.status === 'trialing' && state.trial_ends_on
      ? t('discoverOffers.afterWelcome', { date: dayText(state.trial_ends_on) })
      : state.status === 'paid' && state.invoice_ends_on
        ? t('discoverOffers.afterInvoice', { date: dayText(state.invoice_ends_on) })
        : null;

  return (
    <section className="subscription-page" data-testid="discover-offers-page">
      <h2 className="subscription-page-title">{t('discoverOffers.title')}</h2>
      <p>{t('discoverOffers.intro')}</p>
      {!choosable && later ? <Alert type="info" showIcon title={later} data-testid="discover-offers-later" /> : null}
      <div className="subscription-offers">
        {offerList.map((offer) => (
          <OfferCard
            key={offer._id}
            offer={offer}
            current={offer._id === selectedOffer}
            onDetails={() => setModal({ kind: 'offer', offer })}
            onChoose={choosable ? () => navigate(`/settings/subscription/invoice-commit?offer=${offer._id}`) : undefined}
          />
        ))}
      </div>
      <div className="subscription-actions">
        <Button onClick={() => navigate('/settings/subscription')} data-testid="discover-overview">
          {t('discoverOffers.overview')}
        </Button>
        <Button onClick={() => setModal({ kind: 'contact' })} data-testid="open-contact-us">
          {t('actions.contactUs')}
        </Button>
      </div>
      <SubscriptionModals modal={modal} onModal={setModal} />
    </section>
  );
}
