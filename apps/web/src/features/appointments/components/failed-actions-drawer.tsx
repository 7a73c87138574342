import { useCallback, useState } from 'react';
import { Alert, Button, Drawer, Empty, Flex, Popconfirm, Segmented, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { rollbackActionTypes, type RollbackActionType } from '@tabib/contracts/rollback-actions';
import { useNotices } from '../../../components/ui/notices-context';
import { isRtl } from '../../../lib/i18n';
import { numberInWords } from '../../../lib/number-words';
import { useScreenMatches } from '../../../lib/screen-size';
import { useBulkRemoveFailedActions } from '../api/bulk-remove-failed-actions';
import type { FailedActionsFilter } from '../api/failed-action-keys';
import { useFailedActions, type FailedAction } from '../api/get-failed-actions';
import { useRemoveFailedAction } from '../api/remove-failed-action';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { FailedActionItem } from './failed-action-item';

interface FailedActionsDrawerProps {
  open: boolean;
  /** Clinic accounts read their selected doctor's list (null while none is selected) and may not clear it. */
  clinicMode: boolean;
  doctorId: string | null;
  canClear: boolean;
  onClose(): void;
  onReBook(action: FailedAction): void;
}

/** Spec 2 section 2.13: on the start side (left; right in Arabic), 500 wide; a phone's full width. */
const drawerWidth = 500;

/** Calls `onSight` each time the returned element is mounted in view. */
function useOnSight(onSight: () => void) {
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSight();
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [onSight],
  );
}

/** The practice's failed actions, read from the server a page at a time as the list scrolls. */
export function FailedActionsDrawer({ open, clinicMode, doctorId, canClear, onClose, onReBook }: FailedActionsDrawerProps) {
  const { t } = useTranslation(['appointments', 'common']);
  const { message } = useNotices();
  const locale = useCurrentLocale();
  const phone = useScreenMatches('phone');
  const [type, setType] = useState<RollbackActionType | null>(null);
  const [date, setDate] = useState<FailedActionsFilter['date']>('all');
  const list = useFailedActions({ doctorId, type, date }, open && (!clinicMode || doctorId !== null));
  const remove = useRemoveFailedAction();
  const bulkRemove = useBulkRemoveFailedActions();
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useOnSight(loadMore);

  const actions = list.data?.pages.flatMap((page) => page.rollbackActions) ?? [];
  const typeLabel = (value: RollbackActionType) => t(`failedActions.types.${value}`);

  const removeOne = (id: string) => remove.mutate(id, { onError: () => void message.error(t('failedActions.removeFailed')) });
  const removeAll = () =>
    bulkRemove.mutateAsync(type ? [type] : [...rollbackActionTypes]).then(
      ({ total_updated_docs: count }) =>
        void message.success({
          content: (
            <span data-testid="failed-actions-cleared">
              {t('failedActions.cleared', { words: numberInWords(count, locale) })}
            </span>
          ),
          key: 'failed-actions-cleared',
        }),
      () => void message.error(t('failedActions.clearFailed')),
    );

  return (
    <Drawer
      open={open}
      placement={isRtl(locale) ? 'right' : 'left'}
      size={phone ? '100%' : drawerWidth}
      onClose={onClose}
      title={t('failedActions.title')}
      data-testid="failed-actions-drawer"
      extra={
        canClear && actions.length > 0 ? (
          <Popconfirm
            title={type ? t('failedActions.clearTypeConfirm', { type: typeLabel(type) }) : t('failedActions.clearAllConfirm')}
            okText={t('failedActions.confirmOk')}
            cancelText={t('failedActions.confirmCancel')}
            okButtonProps={{ danger: true, ...({ 'data-testid': 'failed-actions-clear-confirm' } as Record<string, string>) }}
            onConfirm={removeAll}
          >
            <Button danger loading={bulkRemove.isPending} data-testid="failed-actions-clear">
              {t('failedActions.clearAll')}
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      <Flex gap={8} wrap data-testid="failed-actions-filters" style={{ marginBottom: 8 }}>
        <Select<RollbackActionType | 'any'>
          aria-label={t('failedActions.filterType')}
          value={type ?? 'any'}
          onChange={(value) => setType(value === 'any' ? null : value)}
          style={{ minWidth: 180 }}
          data-testid="failed-actions-type"
          options={[
            { value: 'any', label: t('failedActions.allTypes') },
            ...rollbackActionTypes.map((value) => ({ value, label: typeLabel(value) })),
          ]}
        />
        <Segmented<FailedActionsFilter['date']>
          aria-label={t('failedActions.filterDate')}
          value={date}
          onChange={setDate}
          data-testid="failed-actions-date"
          options={[
            { value: 'all', label: t('failedActions.allDays') },
            { value: 'today', label: t('failedActions.today') },
          ]}
        />
      </Flex>
      {!canClear && clinicMode ? <p>{t('failedActions.readOnly')}</p> : null}
      {list.isError ? (
        <Alert
          type="error"
          title={t('failedActions.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : list.isPending && list.fetchStatus !== 'idle' ? (
        <Spin />
      ) : actions.length === 0 ? (
        <Empty description={t('failedActions.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="failed-actions-list">
          {actions.map((action) => (
            <FailedActionItem
              key={action._id}
              action={action}
              onRemove={canClear ? () => removeOne(action._id) : null}
              removing={remove.isPending && remove.variables === action._id}
              onReBook={() => onReBook(action)}
            />
          ))}
        </ul>
      )}
      {list.isFetchingNextPage ? <Spin /> : list.hasNextPage ? <div ref={sentinel} style={{ height: 1 }} /> : null}
    </Drawer>
  );
}
