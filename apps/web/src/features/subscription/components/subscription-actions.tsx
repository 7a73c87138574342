import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CheckoutInformation } from '@tabib/contracts/subscription';
import { canCommitInvoice, canCommitPeriod, canRetryCardPayment } from '../model/page-availability';
import type { SubscriptionModal } from './subscription-modals';

const base = '/settings/subscription';

interface SubscriptionActionsProps {
  checkout: CheckoutInformation;
  /** Who may choose an offer and pay; the others read, write to the team, see where to pay. */
  payer: boolean;
  onModal(modal: SubscriptionModal): void;
}

/** What the overview offers, as the page-availability rules allow (spec 3 section 4). */
export function SubscriptionActions({ checkout, payer, onModal }: SubscriptionActionsProps) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const commitInvoice = payer && canCommitInvoice(checkout);
  const retryCard = payer && canRetryCardPayment(checkout);
  const renew = payer && canCommitPeriod(checkout) && !retryCard;
  return (
    <div className="subscription-actions" data-testid="subscription-actions">
      {commitInvoice ? (
        <Button type="primary" onClick={() => navigate(`${base}/invoice-commit`)} data-testid="action-invoice-commit">
          {checkout.status === 'canceled' ? t('actions.rejoin') : t('actions.chooseOffer')}
        </Button>
      ) : null}
      {renew ? (
        <Button type="primary" onClick={() => navigate(`${base}/period-commit`)} data-testid="action-period-commit">
          {t('actions.renew')}
        </Button>
      ) : null}
      {retryCard ? (
        <Button type="primary" onClick={() => navigate(`${base}/epayment-commit`)} data-testid="action-epayment-commit">
          {t('actions.retryCard')}
        </Button>
      ) : null}
      <Button onClick={() => navigate(`${base}/discover-offers`)} data-testid="action-discover-offers">
        {t('actions.discoverOffers')}
      </Button>
      <Button onClick={() => onModal({ kind: 'bank' })} data-testid="open-bank-info">
        {t('actions.bankInformation')}
      </Button>
      <Button onClick={() => onModal({ kind: 'contact' })} data-testid="open-contact-us">
        {t('actions.contactUs')}
      </Button>
      {checkout.status === 'canceled' ? (
        <Button
          onClick={() =>
            onModal({ kind: 'cancellation', onRejoin: commitInvoice ? () => navigate(`${base}/invoice-commit`) : undefined })
          }
          data-testid="open-cancellation-reasons"
        >
          {t('actions.cancellationReasons')}
        </Button>
      ) : null}
    </div>
  );
}
