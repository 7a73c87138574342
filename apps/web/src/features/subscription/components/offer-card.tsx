import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@tabib/contracts/subscription';
import { useLocale } from '../hooks/use-locale';
import { Dinars } from './dinars';
import { OfferIcon } from './offer-icon';

interface OfferCardProps {
  offer: Offer;
  selected?: boolean;
  /** The account's current or last offer. */
  current?: boolean;
  onDetails(): void;
  /** Choosing the offer (the offers step, discover-offers); absent where it only shows. */
  onChoose?: () => void;
  chooseLabel?: string;
}

/** An offer (spec 3 section 3): icon, title, subtitles, price per month, its details and, where offered, a way to choose it. */
export function OfferCard({ offer, selected = false, current = false, onDetails, onChoose, chooseLabel }: OfferCardProps) {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  return (
    <article
      className={`subscription-offer${selected ? ' subscription-offer-selected' : ''}`}
      style={{ borderTopColor: offer.color }}
      data-testid={`offer-${offer.icon_name}`}
      data-selected={selected}
    >
      <div className="subscription-offer-head">
        <OfferIcon name={offer.icon_name} color={offer.color} />
        <h3 className="subscription-offer-title">{offer.title[locale]}</h3>
        {selected ? <CheckCircleFilled aria-label={t('offers.selected')} className="subscription-offer-check" /> : null}
      </div>
      {current ? <p className="subscription-offer-current">{t('offers.current')}</p> : null}
      <p className="subscription-offer-subtitle">{offer.subtitle_line1[locale]}</p>
      <p className="subscription-offer-subtitle">{offer.subtitle_line2[locale]}</p>
      <p className="subscription-offer-price">
        {t('offers.perMonth')}{' '}
        <strong>
          <Dinars centimes={offer.price} testId="offer-price" />
        </strong>
      </p>
      <div className="subscription-offer-actions">
        <Button onClick={onDetails} data-testid="offer-details">
          {t('offers.details')}
        </Button>
        {onChoose ? (
          <Button type={selected ? 'primary' : 'default'} aria-pressed={selected} onClick={onChoose} data-testid="offer-choose">
            {chooseLabel ?? t('offers.choose')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
