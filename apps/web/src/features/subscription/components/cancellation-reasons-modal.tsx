import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscriptionRules } from '@tabib/contracts/subscription';

const reasons = ['unpaid', 'receiptMissing', 'restricted'] as const;

interface CancellationReasonsModalProps {
  open: boolean;
  onClose(): void;
  /** Choosing an offer again (invoice-commit); absent for who does not pay. */
  onRejoin?: () => void;
}

/** Spec 3 section 2: why a subscription is canceled, and how to come back. */
export function CancellationReasonsModal({ open, onClose, onRejoin }: CancellationReasonsModalProps) {
  const { t } = useTranslation('subscription');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('cancellation.title')}
      destroyOnHidden
      modalRender={(node) => <div data-testid="cancellation-reasons-modal">{node}</div>}
      footer={
        onRejoin ? (
          <Button type="primary" onClick={onRejoin} data-testid="cancellation-rejoin">
            {t('cancellation.rejoin')}
          </Button>
        ) : null
      }
    >
      <p>{t('cancellation.intro')}</p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>
            {t(`cancellation.reasons.${reason}`, {
              days: subscriptionRules.paymentDeadlineDays,
              after: subscriptionRules.cancelAfterRestrictedDays,
            })}
          </li>
        ))}
      </ul>
      <p>{t('cancellation.keep')}</p>
    </Modal>
  );
}
