import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function DiscoverOffersPage() {
  const { t } = useTranslation('subscription');
  return <PagePlaceholder title={t('discoverOffers.title')} />;
}
