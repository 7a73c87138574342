import type { ReactNode } from 'react';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  BankOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  EnvironmentOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale, isRtl } from '../../lib/i18n';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { settingsItemsFor } from './nav-items';
import { ShellMain } from './shell-main';
import { ShellSider } from './shell-sider';
import { SideNav } from './side-nav';
import { useSessionEndedLive } from '../use-session-ended-live';
import { useReasonLiveUpdates } from '../use-reason-live-updates';
import { usePrivilegesLive } from '../use-privileges-live';
import { TeleconsultationAlerts } from '../teleconsultation-alerts';

// The collapsed menu (below 768 px) shows only these.
const icons: Record<string, ReactNode> = {
  index: <UserOutlined />,
  clinicProfile: <BankOutlined />,
  schedule: <CalendarOutlined />,
  consultationReasons: <TagsOutlined />,
  preferences: <SettingOutlined />,
  users: <TeamOutlined />,
  subscription: <CreditCardOutlined />,
  gps: <EnvironmentOutlined />,
};

/** /settings: its own side menu, with a back arrow to the calendar. */
export function SettingsLayout() {
  useSessionEndedLive();
  useReasonLiveUpdates();
  usePrivilegesLive();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const items = settingsItemsFor(useCurrentProfile());
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ShellSider testId="settings-sidebar" label={t('settings.title')}>
        {(collapsed) => (
          <>
            <Flex align="center" gap={8} style={{ paddingInline: 16, marginBottom: 8 }}>
              <Button
                type="text"
                icon={isRtl(currentLocale()) ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
                onClick={() => navigate('/')}
                aria-label={t('settings.back')}
                data-testid="settings-back"
              />
              {collapsed ? null : <strong>{t('settings.title')}</strong>}
            </Flex>
            <SideNav items={items} icons={icons} label={t('settings.title')} collapsed={collapsed} />
          </>
        )}
      </ShellSider>
      <ShellMain />
      <TeleconsultationAlerts />
    </Layout>
  );
}
