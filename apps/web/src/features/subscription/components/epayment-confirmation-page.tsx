import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Where the bank's payment page sends the user back, with ?orderId. */
export function EpaymentConfirmationPage() {
  const { t } = useTranslation('subscription');
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId');
  return (
    <PagePlaceholder title={t('epaymentConfirmation.title')}>
      {orderId ? (
        <Typography.Paragraph data-testid="epayment-order">{t('epaymentConfirmation.order', { orderId })}</Typography.Paragraph>
      ) : (
        <Alert type="warning" showIcon title={t('epaymentConfirmation.missingOrder')} />
      )}
    </PagePlaceholder>
  );
}
