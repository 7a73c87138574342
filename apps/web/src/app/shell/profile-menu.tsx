import type { ReactNode } from 'react';
import { BankOutlined, CalendarOutlined, CreditCardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@tabib/contracts/user';
import { useLogout } from '../../features/auth/api/logout';
import { useDoctorName } from '../../lib/doctor-name';
import { profileMenuItemsFor } from './nav-items';

const icons: Record<string, ReactNode> = {
  clinicProfile: <BankOutlined />,
  myProfile: <UserOutlined />,
  schedule: <CalendarOutlined />,
  subscription: <CreditCardOutlined />,
};

const logoutKey = 'logout';

interface ProfileMenuProps {
  profile: UserProfile;
  /** Narrow screens: the avatar alone; the name heads the menu. */
  compact?: boolean;
  /** Header buttons moved into this menu on narrow screens, each with its own onClick. */
  shortcuts?: MenuProps['items'];
}

export function ProfileMenu({ profile, compact = false, shortcuts = [] }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const logout = useLogout();
  const links = profileMenuItemsFor(profile);
  const doctorName = useDoctorName();
  const fullName = doctorName(profile);

  const items: MenuProps['items'] = [
    // In the text colour: a group title's grey is too pale to read.
    ...(compact ? [{ key: 'name', type: 'group' as const, label: <Typography.Text>{fullName}</Typography.Text> }] : []),
    ...shortcuts,
    ...(shortcuts.length > 0 ? [{ type: 'divider' as const }] : []),
    ...links.map((item) => ({ key: item.key, icon: icons[item.key], label: t(item.labelKey), 'data-testid': item.testId })),
    ...(links.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: logoutKey, icon: <LogoutOutlined />, label: t('menu.logout'), danger: true, 'data-testid': 'menu-logout' },
  ];

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.confirm'),
      okText: t('logout.ok'),
      cancelText: t('logout.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'logout-confirm' },
      onOk: () => logout.mutateAsync().catch(() => undefined),
    });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === logoutKey) {
      confirmLogout();
      return;
    }
    const link = links.find((item) => item.key === key);
    if (link) navigate(link.path);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button
        type="text"
        data-testid="profile-menu"
        // The spoken name holds the shown one (WCAG 2.5.3, label in name).
        aria-label={compact ? t('header.profileMenu') : `${t('header.profileMenu')}: ${fullName}`}
        style={{ height: 'auto', paddingBlock: 4, ...(compact ? { paddingInline: 4 } : {}) }}
      >
        <Avatar size="small" src={profile.picture ?? undefined} icon={<UserOutlined />} alt="" />
        {compact ? null : (
          <Typography.Text ellipsis style={{ maxWidth: 180 }}>
            {fullName}
          </Typography.Text>
        )}
      </Button>
    </Dropdown>
  );
}
