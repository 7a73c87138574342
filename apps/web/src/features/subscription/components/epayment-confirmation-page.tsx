import { useEffect } from 'react';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { publicReceiptPagePath, type PaymentReceipt } from '@tabib/contracts/subscription-calls';
import type { UserProfile } from '@tabib/contracts/user';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useEpaymentConfirmation } from '../api/confirm-epayment';
import { receiptPdfUrl } from '../api/get-public-receipt';
import { subscriptionKeys } from '../api/subscription-keys';
import { useLocale } from '../hooks/use-locale';
import { payerNameOf } from '../model/payer-name';
import { ReceiptEmailForm } from './receipt-email-form';
import { ReceiptView } from './receipt-view';
import { NotFoundResult } from '../../../components/ui/not-found-result';
import './subscription.css';

const unknownCase = new Set(['EpaymentCaseNotFound', 'NoInvoiceRelatedEpaymentRequest']);

/**
 * Where SATIM's payment page sends the user back, with ?orderId (spec 3 section 2): a loader while
 * the server asks SATIM, then the receipt, the not-found page for an unknown order, or the failure
 * screen with SATIM's words.
 */
export function EpaymentConfirmationPage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('subscription');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const confirmation = useEpaymentConfirmation(orderId);

  if (!orderId) return <NotFoundResult />;
  if (confirmation.isPending)
    return (
      <div className="subscription-loading" data-testid="epayment-loading">
        <Spin size="large" />
        <p>{t('confirmation.checking')}</p>
      </div>
    );
  if (confirmation.isError) {
    const { error } = confirmation;
    if (isApiError(error) && unknownCase.has(error.code)) return <NotFoundResult />;
    return <EpaymentFailure orderId={orderId} reason={errorMessage(error)} />;
  }
  const answer = confirmation.data;
  if (answer.outcome === 'rejected')
    return (
      <EpaymentFailure
        orderId={orderId}
        reason={answer.rejection.message ?? t(`confirmation.rejection.${answer.rejection.reason}`)}
        code={answer.rejection.reason}
      />
    );
  return <EpaymentPaid receipt={answer.receipt} token={answer.receipt_token} profile={profile} />;
}

function EpaymentPaid({ receipt, token, profile }: { receipt: PaymentReceipt; token: string; profile: UserProfile }) {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Paid: the subscription and its banners are read again.
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.observer });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.checkout });
  }, [queryClient]);
  return (
    <section className="subscription-confirmation" data-testid="epayment-paid">
      <Result status="success" title={t('confirmation.paid')} />
      <div className="receipt-toolbar">
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.open(publicReceiptPagePath(token), '_blank', 'noopener')}
          data-testid="receipt-print"
        >
          {t('receipt.print')}
        </Button>
        <Button icon={<DownloadOutlined />} href={receiptPdfUrl(token, locale)} download data-testid="receipt-pdf">
          {t('receipt.pdf')}
        </Button>
      </div>
      <ReceiptView receipt={receipt} payer={payerNameOf(profile)} />
      <ReceiptEmailForm transactionId={receipt._id} accountEmail={profile.email} />
    </section>
  );
}

function EpaymentFailure({ orderId, reason, code }: { orderId: string; reason: string; code?: string }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('confirmation.rejected')}
      subTitle={reason}
      data-testid="epayment-failed"
      data-reason={code}
      extra={[
        <Button key="calendar" onClick={() => navigate('/calendar')} data-testid="epayment-calendar">
          {t('confirmation.calendar')}
        </Button>,
        <Button
          key="retry"
          type="primary"
          onClick={() => navigate('/settings/subscription/epayment-commit')}
          data-testid="epayment-retry"
        >
          {t('confirmation.retry')}
        </Button>,
      ]}
    >
      <dl className="subscription-facts">
        <dt>{t('confirmation.order')}</dt>
        <dd>
          <bdi dir="ltr">{orderId}</bdi>
        </dd>
      </dl>
      <p className="subscription-muted">{t('receipt.satimHelp')}</p>
    </Result>
  );
}
