import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function EpaymentCommitPage() {
  const { t } = useTranslation('subscription');
  return <PagePlaceholder title={t('epaymentCommit.title')} />;
}
