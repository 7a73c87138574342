import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function ClinicDashboardPage() {
  const { t } = useTranslation('clinic');
  return <PagePlaceholder title={t('dashboard.title')} />;
}
