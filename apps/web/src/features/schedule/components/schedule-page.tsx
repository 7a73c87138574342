import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function SchedulePage() {
  const { t } = useTranslation('schedule');
  return <PagePlaceholder title={t('title')} />;
}
