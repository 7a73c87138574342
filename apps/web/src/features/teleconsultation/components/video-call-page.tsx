import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function VideoCallPage() {
  const { t } = useTranslation('teleconsultation');
  return (
    <div style={{ padding: 24 }}>
      <PagePlaceholder title={t('videoCall.title')} />
    </div>
  );
}
