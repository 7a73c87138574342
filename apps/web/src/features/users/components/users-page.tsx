import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function UsersPage() {
  const { t } = useTranslation('users');
  return <PagePlaceholder title={t('title')} />;
}
