import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayerName } from '../model/payer-name';
import type { SubscriptionNotice } from '../model/observer-notices';
import { useNoticeText } from '../hooks/use-notice-text';

interface PaymentReminderModalProps {
  notice: SubscriptionNotice | null;
  payer: PayerName;
  /** The notice's way forward (pay, choose an offer...); absent for who does not pay. */
  onAct?: () => void;
  onDismiss(): void;
}

/** Spec 3 section 2, the payment-reminder popup: to the doctor by title (Professor, Doctor), to a clinic by its name. */
export function PaymentReminderModal({ notice, payer, onAct, onDismiss }: PaymentReminderModalProps) {
  const { t } = useTranslation('subscription');
  const noticeText = useNoticeText();
  const name = payer.title ? `${t(`titles.${payer.title}`)} ${payer.name}` : payer.name;
  return (
    <Modal
      open={notice !== null}
      onCancel={onDismiss}
      title={t('popup.title')}
      modalRender={(node) => <div data-testid="payment-reminder-popup">{node}</div>}
      footer={[
        <Button key="later" onClick={onDismiss} data-testid="popup-later">
          {t('popup.later')}
        </Button>,
        onAct && notice ? (
          <Button key="act" type="primary" onClick={onAct} data-testid="popup-act">
            {t(`notices.actions.${notice.kind}`)}
          </Button>
        ) : null,
      ]}
    >
      {notice ? (
        <>
          <p data-testid="popup-greeting">{t('popup.greeting', { name })}</p>
          <p data-testid="popup-text" data-kind={notice.kind}>
            {noticeText(notice)}
          </p>
        </>
      ) : null}
    </Modal>
  );
}
