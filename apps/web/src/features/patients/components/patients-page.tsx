import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function PatientsPage() {
  const { t } = useTranslation('patients');
  return <PagePlaceholder title={t('title')} />;
}
