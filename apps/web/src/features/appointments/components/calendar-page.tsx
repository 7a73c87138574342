import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function CalendarPage() {
  const { t } = useTranslation('appointments');
  return <PagePlaceholder title={t('title')} />;
}
