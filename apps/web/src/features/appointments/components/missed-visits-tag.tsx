import { Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMissedVisitsSetting } from '../../../lib/missed-visits-setting';
import { missedVisitsLevel } from '../model/missed-visits';

/**
 * The picked patient's missed visits under the patient search (issue 22): nothing when none, a
 * warning from the practice's threshold on. A polite live region: screen readers hear it on a pick.
 */
export function MissedVisitsTag({ count, clinicDoctorId }: { count: number; clinicDoctorId: string | null }) {
  const { t } = useTranslation('appointments');
  const setting = useMissedVisitsSetting(clinicDoctorId);
  const level = missedVisitsLevel(count, setting.data?.warnFrom ?? null);
  return (
    <div role="status" aria-live="polite">
      {level === 'none' ? null : (
        <Tag
          color={level === 'warning' ? 'warning' : 'default'}
          icon={level === 'warning' ? <WarningOutlined /> : undefined}
          style={{ margin: '-8px 0 16px', whiteSpace: 'normal' }}
          data-testid="patient-missed-visits"
          data-level={level}
        >
          {t('form.missedVisits', { count })}
        </Tag>
      )}
    </div>
  );
}
