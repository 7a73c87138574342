import { useTranslation } from 'react-i18next';
import type { PaymentReceipt } from '@tabib/contracts/subscription-calls';
import { instantText } from '../model/format';
import type { PayerName } from '../model/payer-name';
import { Dinars } from './dinars';
import './receipt.css';

const rows = [
  ['operationNumber', 'receipt.operationNumber'],
  ['bankOrderId', 'receipt.bankOrderId'],
  ['number', 'receipt.card'],
  ['approvalCode', 'receipt.approvalCode'],
  ['codeAuthorization', 'receipt.codeAuthorization'],
  ['respCode_desc', 'receipt.response'],
  ['actionCodeDescription', 'receipt.action'],
  ['billingId', 'receipt.billing'],
  ['doctorShortCode', 'receipt.account'],
] as const satisfies readonly (readonly [keyof PaymentReceipt, string])[];

interface ReceiptViewProps {
  receipt: PaymentReceipt;
  payer: PayerName;
  /** The months the payment covers, where known. */
  months?: number;
  /** h1 on its own page, h3 under the confirmation page's title. */
  heading?: 'h1' | 'h3';
}

/**
 * Spec 3 section 3, payment transaction receipt: the same sheet on the confirmation page and the
 * printable page (which the server prints to PDF). Codes and numbers stay left to right in Arabic.
 */
export function ReceiptView({ receipt, payer, months, heading: Heading = 'h3' }: ReceiptViewProps) {
  const { t } = useTranslation('subscription');
  const payerName = payer.title ? `${t(`titles.${payer.title}`)} ${payer.name}` : payer.name;
  return (
    <article className="receipt-sheet" data-testid="receipt-view">
      <header className="receipt-head">
        <p className="receipt-brand">Tabib</p>
        <Heading className="receipt-title">{t('receipt.title')}</Heading>
        <p className="receipt-date">
          <bdi dir="ltr">{instantText(receipt.transactionTime)}</bdi>
        </p>
      </header>
      <dl className="receipt-facts">
        <dt>{t('receipt.payer')}</dt>
        <dd data-testid="receipt-payer">{payerName}</dd>
        <dt>{t('receipt.amount')}</dt>
        <dd className="receipt-amount">
          {receipt.amount !== null ? <Dinars centimes={receipt.amount} testId="receipt-amount" /> : '—'}
        </dd>
        {months ? (
          <>
            <dt>{t('receipt.months')}</dt>
            <dd>{t('common.months', { count: months })}</dd>
          </>
        ) : null}
        <dt>{t('receipt.method')}</dt>
        <dd>{t('methods.cib.name')}</dd>
        {rows.map(([field, label]) =>
          receipt[field] ? (
            <div key={field} className="receipt-row">
              <dt>{t(label)}</dt>
              <dd data-testid={`receipt-${field}`}>
                <bdi dir="ltr">{receipt[field]}</bdi>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="receipt-note">{t('receipt.satimHelp')}</p>
    </article>
  );
}
