import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function ClinicProfilePage() {
  const { t } = useTranslation('clinic');
  return <PagePlaceholder title={t('profile.title')} />;
}
