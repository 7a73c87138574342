import { Suspense, useEffect, useState } from 'react';
import { Alert, Button, Segmented, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClinicEntity, ClinicEntityType } from '@tabib/contracts/clinic-users';
import { PageCard } from '../../../components/ui/page-card';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useClinicEntities } from '../api/clinic-users-get-list';
import { useClinicUsersStats } from '../api/clinic-users-get-stats';
import { useClinicUsersLive } from '../hooks/use-clinic-users-live';
import { changeFilters, initialFilters, listQueryOf, quotaReached, type ClinicUsersFilters } from '../model/clinic-users-model';
import { ClinicUsersFilterBar } from './clinic-users-filter-bar';
import { ClinicUsersSummary } from './clinic-users-summary';
import { ClinicUsersTable } from './clinic-users-table';
import './clinic-users.css';

// The add and edit form (its fields, libphonenumber-js) loads once the list is drawn, before a click needs it.
const ClinicEntityModal = preloadableLazy(() => import('./clinic-users-entity-modal').then((m) => m.ClinicEntityModal));

/** What the modal is open for: adding one of a type, or editing an account. */
type Editing = { type: ClinicEntityType; entity: null } | { type: ClinicEntityType; entity: ClinicEntity } | null;

/**
 * /clinic-users (spec 3, clinic pages): the clinic's doctors and its other accounts, searched,
 * filtered and paged; its admin adds, edits and deletes them. Others read, the buttons greyed out.
 */
export function ClinicUsersPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation(['clinic', 'errors']);
  const [filters, setFilters] = useState<ClinicUsersFilters>(initialFilters);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useClinicEntities(listQueryOf(filters));
  const stats = useClinicUsersStats();
  useClinicUsersLive();
  useEffect(() => {
    if (!canManage) return;
    const idle = window.setTimeout(() => void ClinicEntityModal.preload(), 1000);
    return () => window.clearTimeout(idle);
  }, [canManage]);

  const update = (change: Partial<ClinicUsersFilters>) => setFilters((current) => changeFilters(current, change));
  const full = quotaReached(stats.data, filters.type);
  const addRefusal = !canManage ? t('errors:notAuthorizedForAction') : full ? t('clinic:users.quotaReached') : undefined;

  return (
    <PageCard
      title={t('clinic:users.title')}
      data-testid="clinic-users-page"
      extra={
        <Tooltip title={addRefusal}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={addRefusal !== undefined}
            onClick={() => setEditing({ type: filters.type, entity: null })}
            onPointerEnter={() => void ClinicEntityModal.preload()}
            onFocus={() => void ClinicEntityModal.preload()}
            data-testid="clinic-users-add"
          >
            {t(`clinic:users.add.${filters.type}`)}
          </Button>
        </Tooltip>
      }
    >
      <ClinicUsersSummary stats={stats.data} />
      {canManage && full ? (
        <Alert type="warning" showIcon title={t('clinic:users.quotaReached')} data-testid="clinic-users-quota" />
      ) : null}
      <Segmented<ClinicEntityType>
        block
        aria-label={t('clinic:users.tabs.label')}
        value={filters.type}
        onChange={(type) => update({ type })}
        options={(['doctor', 'user'] as const).map((type) => ({
          value: type,
          label: <span data-testid={`clinic-users-tab-${type}`}>{t(`clinic:users.tabs.${type}`)}</span>,
        }))}
      />
      <ClinicUsersFilterBar filters={filters} onChange={update} />
      <ClinicUsersTable
        type={filters.type}
        list={list}
        page={filters.page}
        onPage={(page) => update({ page })}
        canManage={canManage}
        onEdit={(entity) => setEditing({ type: entity.type, entity })}
      />
      {editing ? (
        <Suspense fallback={null}>
          <ClinicEntityModal type={editing.type} entity={editing.entity} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </PageCard>
  );
}
