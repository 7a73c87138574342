import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function SubscriptionPage() {
  const { t } = useTranslation('subscription');
  return <PagePlaceholder title={t('overview.title')} />;
}
