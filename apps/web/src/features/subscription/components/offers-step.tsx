import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@tabib/contracts/subscription';
import { OfferCard } from './offer-card';

interface OffersStepProps {
  offers: readonly Offer[];
  selectedId: string | null;
  currentId: string | null;
  onSelect(offer: Offer): void;
  onDetails(offer: Offer): void;
  onNext(): void;
}

/** invoice-commit's first step: the offers, the current or last one preselected. */
export function OffersStep({ offers, selectedId, currentId, onSelect, onDetails, onNext }: OffersStepProps) {
  const { t } = useTranslation('subscription');
  return (
    <div className="subscription-step" data-testid="step-offers">
      <div className="subscription-offers">
        {offers.map((offer) => (
          <OfferCard
            key={offer._id}
            offer={offer}
            selected={offer._id === selectedId}
            current={offer._id === currentId}
            onDetails={() => onDetails(offer)}
            onChoose={() => onSelect(offer)}
          />
        ))}
      </div>
      <div className="subscription-step-actions">
        <Button type="primary" disabled={selectedId === null} onClick={onNext} data-testid="step-next">
          {t('flow.next')}
        </Button>
      </div>
    </div>
  );
}
