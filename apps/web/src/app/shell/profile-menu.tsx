import type { ReactNode } from 'react';
import { BankOutlined, CalendarOutlined, CreditCardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@tabib/contracts/user';
import { MenuButton, type MenuEntry } from '../../components/ui/menu-button';
import { useNotices } from '../../components/ui/notices-context';
import { useLogout } from '../../features/auth/api/logout';
import { useDoctorName } from '../../lib/doctor-name';
import { profileMenuItemsFor } from './nav-items';

const icons: Record<string, ReactNode> = {
  clinicProfile: <BankOutlined />,
  myProfile: <UserOutlined />,
  schedule: <CalendarOutlined />,
  subscription: <CreditCardOutlined />,
};

interface ProfileMenuProps {
  profile: UserProfile;
  /** Narrow screens: the avatar alone; the name heads the menu. */
  compact?: boolean;
  /** Header buttons moved into this menu on narrow screens. */
  shortcuts?: MenuEntry[];
}

export function ProfileMenu({ profile, compact = false, shortcuts = [] }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const { confirm } = useNotices();
  const navigate = useNavigate();
  const logout = useLogout();
  const links = profileMenuItemsFor(profile);
  const doctorName = useDoctorName();
  const fullName = doctorName(profile);

  const confirmLogout = () =>
    confirm({
      title: t('logout.confirm'),
      okText: t('logout.ok'),
      cancelText: t('logout.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'logout-confirm' },
      onOk: () => logout.mutateAsync().catch(() => undefined),
    });

  const entries: MenuEntry[] = [
    ...shortcuts,
    ...(shortcuts.length > 0 ? [{ key: 'shortcuts-end', kind: 'divider' as const }] : []),
    ...links.map((item) => ({
      key: item.key,
      icon: icons[item.key],
      label: t(item.labelKey),
      testId: item.testId,
      onSelect: () => navigate(item.path),
    })),
    ...(links.length > 0 ? [{ key: 'links-end', kind: 'divider' as const }] : []),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('menu.logout'),
      danger: true,
      testId: 'menu-logout',
      onSelect: confirmLogout,
    },
  ];

  return (
    <MenuButton
      testId="profile-menu"
      // The spoken name holds the shown one (WCAG 2.5.3, label in name).
      label={compact ? t('header.profileMenu') : `${t('header.profileMenu')}: ${fullName}`}
      heading={compact ? fullName : undefined}
      entries={entries}
      triggerStyle={compact ? { paddingInline: 4 } : undefined}
    >
      <Avatar size="small" src={profile.picture ?? undefined} icon={<UserOutlined />} alt="" />
      {compact ? null : (
        <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{fullName}</span>
      )}
    </MenuButton>
  );
}
