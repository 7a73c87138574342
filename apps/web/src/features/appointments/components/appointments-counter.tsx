import { CalendarOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@tabib/contracts/user';
import { useAnimatedNumber } from '../../../lib/use-animated-number';
import { useAppointmentsCount } from '../api/get-appointments-count';
import { useCalendarState } from '../stores/calendar-store';

const animationMs = 1_000;

/**
 * Today's appointments in the header: total, doctor-added / patient-made; polled every 60 s, animated over 1 s.
 * `compact` (narrow screens): the word 'Today' is kept for screen readers only.
 */
export function AppointmentsCounter({ profile, compact = false }: { profile: UserProfile; compact?: boolean }) {
  const { t } = useTranslation('appointments');
  const clinicDoctorId = useCalendarState((state) => state.clinicDoctorId);
  const doctorId = profile.isClinic ? clinicDoctorId : null;
  const count = useAppointmentsCount(doctorId, !profile.isClinic || doctorId !== null);
  const total = useAnimatedNumber(count.data?.total ?? 0, animationMs);
  const doctors = useAnimatedNumber(count.data?.doctors ?? 0, animationMs);
  const patients = useAnimatedNumber(count.data?.patients ?? 0, animationMs);
  if (!count.data) return null;
  return (
    <Tooltip title={t('counter.tooltip', { doctors: count.data.doctors, patients: count.data.patients })}>
      <Tag icon={<CalendarOutlined />} color="cyan" data-testid="appointments-counter" style={{ fontSize: 14, paddingBlock: 2 }}>
        {compact ? <span className="tabib-visually-hidden">{t('counter.today')}</span> : null}
        <Space size={4}>
          {compact ? null : <span>{t('counter.today')}</span>}
          <strong data-testid="appointments-counter-total">{total}</strong>
          <span>
            (<span data-testid="appointments-counter-doctors">{doctors}</span> /{' '}
            <span data-testid="appointments-counter-patients">{patients}</span>)
          </span>
        </Space>
      </Tag>
    </Tooltip>
  );
}
