import { App, Badge, Button, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EyeOutlined, LockOutlined, SafetyCertificateOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AppUser } from '@tabib/contracts/users';
import { useScreenMatches } from '../../../lib/screen-size';
import { usePhoneFormat } from '../../../lib/use-phone-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useBlockUser } from '../api/block-user';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUsersLive } from '../api/use-users-live';
import { useSetAllowAll } from '../api/set-allow-all';
import { fullNameOf, lastConnectionOf } from '../model/user-display';

/**
 * "All Users": the practice's assistants; block, unblock, delete, and an assistant acting as
 * doctor's full rights (issue 22) for DOC-ALL only, never on one's own row (the server refuses it).
 * Kept up to date with the other sessions of the practice.
 */
export function UsersTable({ canManage, selfId }: { canManage: boolean; selfId: string }) {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const users = useUsers();
  useUsersLive();
  // The rows wait for libphonenumber-js as they wait for the list: fetched beside it, not with the page.
  const formatPhone = usePhoneFormat(true);
  const block = useBlockUser();
  const remove = useDeleteUser();
  const rights = useSetAllowAll();
  // Three buttons do not fit beside each other, nor pinned to the edge, on a phone.
  const phone = useScreenMatches('phone');
  const failed = (error: unknown) => void message.error(`${t('actions.failed')} (${errorMessage(error)})`);

  const setBlocked = (user: AppUser, status: boolean) =>
    block
      .mutateAsync({ userId: user._id, status })
      .then(() => void message.success(t(status ? 'actions.blocked' : 'actions.unblocked')), failed);
  const setAllowAll = (user: AppUser, allowAll: boolean) =>
    rights
      .mutateAsync({ userId: user._id, allowAll })
      .then(() => void message.success(t(allowAll ? 'actions.allowAllGranted' : 'actions.allowAllWithdrawn')), failed);
  const deleteUser = (user: AppUser) =>
    remove.mutateAsync(user._id).then(() => void message.success(t('actions.deleted')), failed);

  const confirmProps = {
    okText: t('actions.confirm'),
    cancelText: t('actions.cancel'),
    okButtonProps: { ...({ 'data-testid': 'user-action-confirm' } as Record<string, string>) },
  };

  return (
    <Table<AppUser>
      rowKey="_id"
      loading={users.isFetching || !formatPhone}
      dataSource={formatPhone ? (users.data ?? []) : []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: users.isError ? errorMessage(users.error) : t('empty') }}
      data-testid="users-table"
      onRow={(user) => ({ ...({ 'data-testid': `user-row-${user.email}` } as Record<string, string>) })}
      columns={[
        { key: 'name', title: t('columns.name'), render: (_, user) => <span data-testid="user-name">{fullNameOf(user)}</span> },
        { key: 'email', title: t('columns.email'), render: (_, user) => <span dir="ltr">{user.email}</span> },
        { key: 'phone', title: t('columns.phone'), render: (_, user) => <span dir="ltr">{formatPhone?.(user.phone)}</span> },
        {
          key: 'position',
          title: t('columns.position'),
          render: (_, user) => (
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
          ),
        },
        {
          key: 'lastConnection',
          title: t('columns.lastConnection'),
          render: (_, user) => {
            const when = lastConnectionOf(user.lastLoginAt);
            return when ? (
              <span dir="ltr">{when}</span>
            ) : (
              <Tooltip title={t('never')}>
                <Badge status="default" role="img" aria-label={t('never')} data-testid="user-never-connected" />
              </Tooltip>
            );
          },
        },
        {
          key: 'status',
          title: t('columns.status'),
          render: (_, user) => (
            <Badge
              status={user.blocked.status ? 'error' : 'success'}
              text={t(user.blocked.status ? 'status.blocked' : 'status.active')}
              data-testid="user-status"
              data-status={user.blocked.status ? 'blocked' : 'active'}
            />
          ),
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          fixed: phone ? undefined : 'right',
          render: (_, user) => {
            const manageable = canManage && user._id !== selfId;
            return (
              <Space orientation={phone ? 'vertical' : 'horizontal'}>
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
                <Popconfirm
                  title={t('actions.deleteConfirm')}
                  onConfirm={() => deleteUser(user)}
                  disabled={!manageable}
                  {...confirmProps}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} disabled={!manageable} data-testid="user-delete">
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            );
          },
        },
      ]}
    />
  );
}
