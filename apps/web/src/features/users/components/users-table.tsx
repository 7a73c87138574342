import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppUser } from '@tabib/contracts/users';
import { useNotices } from '../../../components/ui/notices-context';
import { useScreenMatches } from '../../../lib/screen-size';
import { usePhoneFormat } from '../../../lib/use-phone-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useBlockUser } from '../api/block-user';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUsersLive } from '../api/use-users-live';
import { useSetAllowAll } from '../api/set-allow-all';
import { fullNameOf } from '../model/user-display';
import { useLazyModule } from '../../../lib/use-lazy-module';

const loadRowParts = () => import('./user-row-parts');

/**
 * "All Users": the practice's assistants; block, unblock, delete, and an assistant acting as
 * doctor's full rights (issue 22) for DOC-ALL only, never on one's own row (the server refuses it).
 * Kept up to date with the other sessions of the practice.
 */
export function UsersTable({ canManage, selfId }: { canManage: boolean; selfId: string }) {
  const { t } = useTranslation('users');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const users = useUsers();
  useUsersLive();
  // The rows wait for libphonenumber-js and their cells' parts as they wait for the list: fetched beside it, not with the page.
  const formatPhone = usePhoneFormat(true);
  const parts = useLazyModule(loadRowParts);
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

  return (
    <Table<AppUser>
      rowKey="_id"
      loading={users.isFetching || !formatPhone || !parts}
      dataSource={formatPhone && parts ? (users.data ?? []) : []}
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
          render: (_, user) => parts && <parts.UserPositionTags user={user} />,
        },
        {
          key: 'lastConnection',
          title: t('columns.lastConnection'),
          render: (_, user) => parts && <parts.UserLastConnection user={user} />,
        },
        {
          key: 'status',
          title: t('columns.status'),
          render: (_, user) => parts && <parts.UserStatus user={user} />,
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          fixed: phone ? undefined : 'right',
          render: (_, user) =>
            parts && (
              <parts.UserActions
                user={user}
                manageable={canManage && user._id !== selfId}
                vertical={phone}
                setAllowAll={setAllowAll}
                setBlocked={setBlocked}
                deleteUser={deleteUser}
              />
            ),
        },
      ]}
    />
  );
}
