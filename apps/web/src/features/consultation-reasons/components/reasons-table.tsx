import { useMemo } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import { isLocale, defaultLocale } from '@tabib/contracts/locales';
import { formatDinars } from '@tabib/contracts/money';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLazyModule } from '../../../lib/use-lazy-module';
import { useRemoveConsultationReason } from '../api/remove-consultation-reason';
import { useReorderConsultationReasons } from '../api/reorder-consultation-reasons';
import { useSetReasonEnabled } from '../api/set-reason-enabled';

// The rows' parts (drag handles with dnd-kit, switch, tag, delete confirmation) are fetched beside
// the list, not with the page: the rows wait for them as they wait for the list.
const loadRowParts = () =>
  Promise.all([import('./sortable-row'), import('./reason-cells')]).then(([sortable, cells]) => ({ ...sortable, ...cells }));

interface ReasonsTableProps {
  reasons: ConsultationReason[];
  loading: boolean;
  canEdit: boolean;
  onEdit(reason: ConsultationReason): void;
}

export function ReasonsTable({ reasons, loading, canEdit, onEdit }: ReasonsTableProps) {
  const { t, i18n } = useTranslation('consultation-reasons');
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const { message, notification } = useNotices();
  const errorMessage = useErrorMessage();
  const setEnabled = useSetReasonEnabled();
  const reorder = useReorderConsultationReasons();
  const remove = useRemoveConsultationReason();
  const parts = useLazyModule(loadRowParts);
  const draggable = useMemo(
    () => new Set(canEdit ? reasons.filter((reason) => reason.isValidated).map((reason) => reason._id) : []),
    [reasons, canEdit],
  );

  const failed = (title: string) => (error: Error) => notification.error({ title, description: errorMessage(error) });

  const table = (
    <Table<ConsultationReason>
      rowKey="_id"
      dataSource={parts ? reasons : []}
      loading={loading || !parts}
      pagination={false}
      components={parts ? { body: { row: parts.SortableRow } } : undefined}
      locale={{ emptyText: t('empty') }}
      onRow={(reason) => ({ 'data-testid': 'reason-row', 'data-reason-id': reason._id }) as object}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'drag', width: 48, render: () => parts && <parts.DragHandle /> },
        {
          key: 'title',
          title: t('columns.title'),
          render: (_, reason) => (
            <Typography.Text data-testid="reason-title">{reason.title[locale] || reason.title.fr}</Typography.Text>
          ),
        },
        { key: 'duration', title: t('columns.duration'), render: (_, reason) => t('minutes', { count: reason.duration }) },
        {
          key: 'price',
          title: t('columns.price'),
          render: (_, reason) => <span dir="ltr">{formatDinars(reason.price, locale)}</span>,
        },
        { key: 'color', title: t('columns.color'), render: (_, reason) => parts && <parts.ReasonColor color={reason.color} /> },
        { key: 'status', title: t('columns.status'), render: (_, reason) => parts && <parts.ReasonStatusTag reason={reason} /> },
        {
          key: 'enabled',
          title: t('columns.enabled'),
          render: (_, reason) =>
            parts && (
              <parts.ReasonEnabledSwitch
                reason={reason}
                disabled={!canEdit}
                onChange={(isEnabled) =>
                  setEnabled.mutate({ reasonId: reason._id, isEnabled }, { onError: failed(t('messages.enableFailed')) })
                }
              />
            ),
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          render: (_, reason) =>
            parts && (
              <parts.ReasonActions
                canEdit={canEdit}
                onEdit={() => onEdit(reason)}
                onDelete={() =>
                  remove.mutate(reason._id, {
                    onSuccess: () => void message.success(t('messages.deleted')),
                    onError: failed(t('messages.deleteFailed')),
                  })
                }
              />
            ),
        },
      ]}
    />
  );
  return parts ? (
    <parts.SortableReasons
      reasons={reasons}
      draggable={draggable}
      onReorder={(next) => reorder.mutate(next, { onError: failed(t('messages.reorderFailed')) })}
    >
      {table}
    </parts.SortableReasons>
  ) : (
    table
  );
}
