import { Badge, Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EyeOutlined, LockOutlined, SafetyCertificateOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AppUser } from '@tabib/contracts/users';
import { lastConnectionOf } from '../model/user-display';

// The Users table's cells past name, e-mail and phone: loaded beside the list, not with the page.

export function UserPositionTags({ user }: { user: AppUser }) {
  const { t } = useTranslation('users');
  return (
    <Space size={4} wrap>
      <Tag color={user.position === 'AS-DOCTOR' ? 'geekblue' : 'cyan'}>{t(`positions.${user.position}`)}</Tag>
      {user.position === 'AS-DOCTOR' ? (
        <Tag
          color={user.allowAll ? 'green' : 'default'}
          data-testid="user-rights"
          data-rights={user.allowAll ? 'full' : 'read-only'}
        >
          {t(user.allowAll ? 'rights.full' : 'rights.readOnly')}
        </Tag>
      ) : null}
    </Space>
  );
}

export function UserLastConnection({ user }: { user: AppUser }) {
  const { t } = useTranslation('users');
  const when = lastConnectionOf(user.lastLoginAt);
  return when ? (
    <span dir="ltr">{when}</span>
  ) : (
    <Tooltip title={t('never')}>
      <Badge status="default" role="img" aria-label={t('never')} data-testid="user-never-connected" />
    </Tooltip>
  );
}

export function UserStatus({ user }: { user: AppUser }) {
  const { t } = useTranslation('users');
  return (
    <Badge
      status={user.blocked.status ? 'error' : 'success'}
      text={t(user.blocked.status ? 'status.blocked' : 'status.active')}
      data-testid="user-status"
      data-status={user.blocked.status ? 'blocked' : 'active'}
    />
  );
}

export interface UserActionsProps {
  user: AppUser;
  /** False on one's own row and for those who may not manage users. */
  manageable: boolean;
  vertical: boolean;
  // Promises: a confirmation keeps its button loading until the call is answered.
  setAllowAll(user: AppUser, allowAll: boolean): Promise<unknown>;
  setBlocked(user: AppUser, blocked: boolean): Promise<unknown>;
  deleteUser(user: AppUser): Promise<unknown>;
}

export function UserActions({ user, manageable, vertical, setAllowAll, setBlocked, deleteUser }: UserActionsProps) {
  const { t } = useTranslation('users');
  const confirmProps = {
    okText: t('actions.confirm'),
    cancelText: t('actions.cancel'),
    okButtonProps: { ...({ 'data-testid': 'user-action-confirm' } as Record<string, string>) },
  };
  return (
    <Space orientation={vertical ? 'vertical' : 'horizontal'}>
      {user.position === 'AS-DOCTOR' ? (
        <Popconfirm
          title={t(user.allowAll ? 'actions.withdrawAllConfirm' : 'actions.grantAllConfirm')}
          onConfirm={() => setAllowAll(user, !user.allowAll)}
          disabled={!manageable}
          {...confirmProps}
        >
          <Button
            size="small"
            icon={user.allowAll ? <EyeOutlined /> : <SafetyCertificateOutlined />}
            disabled={!manageable}
            data-testid={user.allowAll ? 'user-withdraw-all' : 'user-grant-all'}
          >
            {t(user.allowAll ? 'actions.withdrawAll' : 'actions.grantAll')}
          </Button>
        </Popconfirm>
      ) : null}
      <Popconfirm
        title={t(user.blocked.status ? 'actions.unblockConfirm' : 'actions.blockConfirm')}
        onConfirm={() => setBlocked(user, !user.blocked.status)}
        disabled={!manageable}
        {...confirmProps}
      >
        <Button
          size="small"
          icon={user.blocked.status ? <UnlockOutlined /> : <LockOutlined />}
          disabled={!manageable}
          data-testid={user.blocked.status ? 'user-unblock' : 'user-block'}
        >
          {t(user.blocked.status ? 'actions.unblock' : 'actions.block')}
        </Button>
      </Popconfirm>
      <Popconfirm title={t('actions.deleteConfirm')} onConfirm={() => deleteUser(user)} disabled={!manageable} {...confirmProps}>
        <Button size="small" danger icon={<DeleteOutlined />} disabled={!manageable} data-testid="user-delete">
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
