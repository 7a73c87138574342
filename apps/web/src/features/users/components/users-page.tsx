import { Suspense, useEffect, useState } from 'react';
import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/ui/page-card';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { UsersTable } from './users-table';

// The tab not shown first (its form, libphonenumber-js) loads once the list is drawn.
const AddUserForm = preloadableLazy(() => import('./add-user-form').then((m) => m.AddUserForm));

type UsersTab = 'all' | 'add';

/**
 * /settings/users: "All Users" and "Add User" (spec 3 section 2). Only DOC-ALL may change anything,
 * and an assistant acting as doctor nothing of its own row (`selfId`).
 */
export function UsersPage({ canManage, selfId }: { canManage: boolean; selfId: string }) {
  const { t } = useTranslation('users');
  const [tab, setTab] = useState<UsersTab>('all');
  useEffect(() => {
    if (!canManage) return;
    const idle = window.setTimeout(() => void AddUserForm.preload(), 1000);
    return () => window.clearTimeout(idle);
  }, [canManage]);
  return (
    <PageCard title={t('title')}>
      {canManage ? null : <Alert type="info" showIcon title={t('form.readOnly')} data-testid="users-read-only" />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as UsersTab)}
        destroyOnHidden
        items={[
          {
            key: 'all',
            label: <span data-testid="users-tab-all">{t('tabs.all')}</span>,
            children: <UsersTable canManage={canManage} selfId={selfId} />,
          },
          {
            key: 'add',
            label: (
              <span data-testid="users-tab-add" onPointerEnter={() => void AddUserForm.preload()}>
                {t('tabs.add')}
              </span>
            ),
            disabled: !canManage,
            children: (
              <Suspense fallback={null}>
                <AddUserForm onCreated={() => setTab('all')} />
              </Suspense>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
