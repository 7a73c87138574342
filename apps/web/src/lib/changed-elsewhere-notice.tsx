import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Over a form whose data changed elsewhere while the user was typing in it (useFormFollowsData). */
export function ChangedElsewhereNotice() {
  const { t } = useTranslation('common');
  return (
    <Alert type="warning" showIcon title={t('changedElsewhere')} style={{ marginBottom: 16 }} data-testid="changed-elsewhere" />
  );
}
