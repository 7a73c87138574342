import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function PreferencesPage() {
  const { t } = useTranslation('profile');
  return <PagePlaceholder title={t('preferences.title')} />;
}
