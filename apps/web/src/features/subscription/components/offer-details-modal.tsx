import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@tabib/contracts/subscription';
import { useLocale } from '../hooks/use-locale';
import { Dinars } from './dinars';
import { OfferIcon } from './offer-icon';

/** Spec 3 section 2, offer modals: an offer's details, its price per month and for its whole duration. */
export function OfferDetailsModal({ offer, onClose }: { offer: Offer | null; onClose(): void }) {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  return (
    <Modal
      open={offer !== null}
      onCancel={onClose}
      footer={null}
      title={offer ? offer.title[locale] : null}
      destroyOnHidden
      modalRender={(node) => <div data-testid="offer-details-modal">{node}</div>}
    >
      {offer ? (
        <div className="subscription-offer-details">
          <OfferIcon name={offer.icon_name} color={offer.color} />
          <p>{offer.subtitle_line1[locale]}</p>
          <p>{offer.subtitle_line2[locale]}</p>
          <dl className="subscription-facts">
            <dt>{t('offers.monthlyPrice')}</dt>
            <dd>
              <Dinars centimes={offer.price} />
            </dd>
            <dt>{t('offers.duration')}</dt>
            <dd>{t('common.months', { count: offer.duration })}</dd>
            <dt>{t('offers.total')}</dt>
            <dd>
              <Dinars centimes={offer.price * offer.duration} testId="offer-total" />
            </dd>
          </dl>
          <p className="subscription-muted">{t('offers.paidInInstalments')}</p>
        </div>
      ) : null}
    </Modal>
  );
}
