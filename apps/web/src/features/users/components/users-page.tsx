import { useState } from 'react';
import { Alert, Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddUserForm } from './add-user-form';
import { UsersTable } from './users-table';

type UsersTab = 'all' | 'add';

/** /settings/users: "All Users" and "Add User" (spec 3 section 2). Only DOC-ALL may change anything. */
export function UsersPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('users');
  const [tab, setTab] = useState<UsersTab>('all');
  return (
    <Card>
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      {canManage ? null : (
        <Alert type="info" showIcon title={t('form.readOnly')} style={{ marginBottom: 16 }} data-testid="users-read-only" />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as UsersTab)}
        destroyOnHidden
        items={[
          {
            key: 'all',
            label: <span data-testid="users-tab-all">{t('tabs.all')}</span>,
            children: <UsersTable canManage={canManage} />,
          },
          {
            key: 'add',
            label: <span data-testid="users-tab-add">{t('tabs.add')}</span>,
            disabled: !canManage,
            children: <AddUserForm onCreated={() => setTab('all')} />,
          },
        ]}
      />
    </Card>
  );
}
