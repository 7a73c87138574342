import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscriptionRules } from '@tabib/contracts/subscription';
import { bankAccounts } from '../model/bank-accounts';

/** Spec 3 section 2: where to pay by bank deposit, transfer or postal account, and what to send afterwards. */
export function BankInformationModal({ open, onClose }: { open: boolean; onClose(): void }) {
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
      <dl className="subscription-facts">
        <dt>{t('bank.holder')}</dt>
        <dd>{bankAccounts.holder}</dd>
        <dt>{t('bank.bank')}</dt>
        <dd>
          {bankAccounts.bank.name} ({bankAccounts.bank.agency})
        </dd>
        <dt>{t('bank.rib')}</dt>
        <dd>
          <bdi dir="ltr" data-testid="bank-rib">
            {bankAccounts.bank.rib}
          </bdi>
        </dd>
        <dt>{t('bank.postal')}</dt>
        <dd>
          <bdi dir="ltr">
            {bankAccounts.postal.account} {t('bank.key')} {bankAccounts.postal.key}
          </bdi>
        </dd>
      </dl>
      <p>{t('bank.reference')}</p>
      <p>{t('bank.deadline', { days: subscriptionRules.paymentDeadlineDays })}</p>
    </Modal>
  );
}
