import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The header's patient search; it opens the patient modal once the patients issue lands. */
export function PatientSearchBox() {
  const { t } = useTranslation('patients');
  return (
    <Input.Search
      placeholder={t('search.placeholder')}
      aria-label={t('search.placeholder')}
      allowClear
      style={{ maxWidth: 320 }}
      data-testid="patient-search"
    />
  );
}
