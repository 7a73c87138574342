import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function ConsultationReasonsPage() {
  const { t } = useTranslation('consultation-reasons');
  return <PagePlaceholder title={t('title')} />;
}
