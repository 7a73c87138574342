import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscriptionRules } from '@tabib/contracts/subscription';
import { usePayeeAccounts } from '../api/get-payee-accounts';
import { SubscriptionLoading } from './subscription-loading';

interface BankInformationModalProps {
  open: boolean;
  onClose(): void;
  /** Opens the contact-us modal in its place: the way to ask for the accounts when the server has none. */
  onContact(): void;
}

/**
 * Spec 3 section 2: where to pay by bank deposit, transfer or postal account (the server's
 * PAYEE_ACCOUNTS), and what to send afterwards.
 */
export function BankInformationModal({ open, onClose, onContact }: BankInformationModalProps) {
  const { t } = useTranslation('subscription');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('bank.title')}
      destroyOnHidden
      modalRender={(node) => <div data-testid="bank-information-modal">{node}</div>}
    >
      <PayeeDetails onContact={onContact} />
    </Modal>
  );
}

/** Mounted only while the modal is open: the accounts are asked for the first time it opens. */
function PayeeDetails({ onContact }: { onContact(): void }) {
  const { t } = useTranslation('subscription');
  const answer = usePayeeAccounts();
  if (!answer.data) return <SubscriptionLoading error={answer.error} />;
  const payee = answer.data.payee;
  if (!payee)
    return (
      <>
        <p data-testid="bank-unavailable">{t('bank.unavailable')}</p>
        <Button type="primary" onClick={onContact} data-testid="bank-contact-us">
          {t('actions.contactUs')}
        </Button>
      </>
    );
  return (
    <>
      {payee.demo ? (
        <Alert type="warning" showIcon title={t('bank.demo')} className="subscription-bank-demo" data-testid="bank-demo" />
      ) : null}
      <dl className="subscription-facts">
        <dt>{t('bank.holder')}</dt>
        <dd>{payee.holder}</dd>
        <dt>{t('bank.bank')}</dt>
        <dd>
          {payee.bank.name} ({payee.bank.agency})
        </dd>
        <dt>{t('bank.rib')}</dt>
        <dd>
          <bdi dir="ltr" data-testid="bank-rib">
            {payee.bank.rib}
          </bdi>
        </dd>
        <dt>{t('bank.postal')}</dt>
        <dd>
          <bdi dir="ltr">
            {payee.postal.account} {t('bank.key')} {payee.postal.key}
          </bdi>
        </dd>
      </dl>
      <p>{t('bank.reference')}</p>
      <p>{t('bank.deadline', { days: subscriptionRules.paymentDeadlineDays })}</p>
    </>
  );
}
