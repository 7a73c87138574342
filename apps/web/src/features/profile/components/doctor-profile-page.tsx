import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function DoctorProfilePage() {
  const { t } = useTranslation('profile');
  return <PagePlaceholder title={t('doctorProfile.title')} />;
}
