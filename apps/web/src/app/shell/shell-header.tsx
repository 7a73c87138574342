import { lazy, Suspense } from 'react';
import { BellOutlined, DisconnectOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppointmentsCounter } from '../../features/appointments/components/appointments-counter';
import { useCalendarState } from '../../features/appointments/stores/calendar-store';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import type { MenuEntry } from '../../components/ui/menu-button';
import { PatientSearchBox } from '../../features/patients/components/patient-search-box';
import { useScreenMatches } from '../../lib/screen-size';
import { useOnlineStatus } from '../../lib/use-online-status';
import { headerControlsFor } from './nav-items';
import { ProfileMenu } from './profile-menu';

// The bell's code (its list, live channel and calls) loads once the page is drawn, off the
// first page's path (issue 13 budgets); an inert bell holds its place meanwhile.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
// Clinic accounts only: not part of a doctor's or an assistant's first load.
const ClinicHeaderDoctors = lazy(() => import('../clinic-shell').then((m) => ({ default: m.ClinicHeaderDoctors })));

/**
 * Search, the clinic's doctors (clinic accounts), today's counter, patient list, bell and profile
 * menu. Below 768 px the header wraps (the search takes a row of its own) and the patient list moves
 * into the profile menu. Offline (spec 1 section 2) the search is hidden, an offline icon shows and
 * the icons that need the server are disabled.
 */
export function ShellHeader() {
  const { t } = useTranslation(['shell', 'offline', 'notifications']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const profile = useCurrentProfile();
  const online = useOnlineStatus();
  const narrow = useScreenMatches('narrow');
  const controls = headerControlsFor(profile);
  const selectedClinicDoctorId = useCalendarState((state) => state.clinicDoctorId);
  const patientList = {
    label: t('header.patientList'),
    // Offline, the patient list is one of the pages that wait for the connection (/offline).
    disabled: controls.patientShortcut === 'disabled' || !online,
    onClick: () => navigate('/patients'),
  };
  const menuShortcuts: MenuEntry[] =
    narrow && controls.patientShortcut !== 'hidden'
      ? [
          {
            key: 'patientList',
            icon: <TeamOutlined />,
            label: patientList.label,
            disabled: patientList.disabled,
            onSelect: patientList.onClick,
            testId: 'patient-list-shortcut',
          },
        ]
      : [];
  return (
    <Layout.Header
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: narrow ? 8 : 12,
        height: 'auto',
        minHeight: 64,
        lineHeight: 'normal',
        paddingInline: narrow ? 12 : 24,
        paddingBlock: narrow ? 8 : 0,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {controls.patientSearch && online ? (
        <div style={narrow ? { order: 1, flex: '1 1 100%', minWidth: 0 } : { flex: '0 1 320px', minWidth: 0 }}>
          <PatientSearchBox profile={profile} selectedClinicDoctorId={selectedClinicDoctorId} />
        </div>
      ) : null}
      {controls.clinicDoctors ? (
        <Suspense fallback={null}>
          <ClinicHeaderDoctors />
        </Suspense>
      ) : null}
      <div style={{ flex: 1 }} />
      {online ? null : (
        <Tooltip title={t('offline:title')}>
          <span
            role="img"
            aria-label={t('offline:title')}
            data-testid="offline-indicator"
            style={{ display: 'inline-flex', fontSize: 18, color: token.colorWarning }}
          >
            <DisconnectOutlined aria-hidden />
          </span>
        </Tooltip>
      )}
      <AppointmentsCounter profile={profile} compact={narrow} />
      {controls.patientShortcut === 'hidden' || narrow ? null : (
        <Tooltip title={patientList.label}>
          <Button
            shape="circle"
            icon={<TeamOutlined />}
            aria-label={patientList.label}
            disabled={patientList.disabled}
            onClick={patientList.onClick}
            data-testid="patient-list-shortcut"
          />
        </Tooltip>
      )}
      {controls.notificationBell ? (
        <Suspense
          fallback={
            <Button
              type="text"
              shape="circle"
              icon={<BellOutlined aria-hidden />}
              aria-label={t('notifications:bell')}
              disabled
            />
          }
        >
          <NotificationBell userId={profile._id} disabled={!online} />
        </Suspense>
      ) : null}
      <ProfileMenu profile={profile} compact={narrow} shortcuts={menuShortcuts} />
    </Layout.Header>
  );
}
