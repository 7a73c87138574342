import { TeamOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppointmentsCounter } from '../../features/appointments/components/appointments-counter';
import { useCalendarState } from '../../features/appointments/stores/calendar-store';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PatientSearchBox } from '../../features/patients/components/patient-search-box';
import { headerControlsFor } from './nav-items';
import { ProfileMenu } from './profile-menu';

export function ShellHeader() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const profile = useCurrentProfile();
  const controls = headerControlsFor(profile);
  const selectedClinicDoctorId = useCalendarState((state) => state.clinicDoctorId);
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {controls.patientSearch ? <PatientSearchBox profile={profile} selectedClinicDoctorId={selectedClinicDoctorId} /> : null}
      <div style={{ flex: 1 }} />
      <AppointmentsCounter profile={profile} />
      {controls.patientShortcut === 'hidden' ? null : (
        <Tooltip title={t('header.patientList')}>
          <Button
            shape="circle"
            icon={<TeamOutlined />}
            aria-label={t('header.patientList')}
            disabled={controls.patientShortcut === 'disabled'}
            onClick={() => navigate('/patients')}
            data-testid="patient-list-shortcut"
          />
        </Tooltip>
      )}
      {controls.notificationBell ? <NotificationBell /> : null}
      <ProfileMenu profile={profile} />
    </Layout.Header>
  );
}
