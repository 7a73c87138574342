import type { ReactNode } from 'react';
import { CalendarOutlined, DashboardOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { MiniCalendar } from '../../features/appointments/components/mini-calendar';
import { ReasonsFilter } from '../../features/appointments/components/reasons-filter';
import { useOnlineStatus } from '../../lib/use-online-status';
import { sidebarItemsFor } from './nav-items';
import { ShellSider } from './shell-sider';
import { SideNav } from './side-nav';

const icons: Record<string, ReactNode> = {
  calendar: <CalendarOutlined />,
  patients: <TeamOutlined />,
  clinicUsers: <UsergroupAddOutlined />,
  clinicDashboard: <DashboardOutlined />,
};

export function Sidebar() {
  const { t } = useTranslation('shell');
  const profile = useCurrentProfile();
  const online = useOnlineStatus();
  const items = sidebarItemsFor(profile);
  return (
    <ShellSider testId="sidebar" label={t('sidebar.label')}>
      {(collapsed) => (
        <>
          <SideNav items={items} icons={icons} label={t('sidebar.label')} collapsed={collapsed} />
          {collapsed || !online ? null : (
            <>
              <MiniCalendar profile={profile} />
              <ReasonsFilter profile={profile} />
            </>
          )}
          <Flex justify="center" style={{ padding: 16 }}>
            <LanguageSwitcher compact={collapsed} />
          </Flex>
        </>
      )}
    </ShellSider>
  );
}
