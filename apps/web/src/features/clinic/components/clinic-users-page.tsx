import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function ClinicUsersPage() {
  const { t } = useTranslation('clinic');
  return <PagePlaceholder title={t('users.title')} />;
}
