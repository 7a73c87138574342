import { useMemo } from 'react';
import { App, Badge, Button, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { reasonStatusOf, type ConsultationReason, type ReasonStatus } from '@tabib/contracts/consultation-reasons';
import { isLocale, defaultLocale } from '@tabib/contracts/locales';
import { formatDinars } from '@tabib/contracts/money';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRemoveConsultationReason } from '../api/remove-consultation-reason';
import { useReorderConsultationReasons } from '../api/reorder-consultation-reasons';
import { useSetReasonEnabled } from '../api/set-reason-enabled';
import { DragHandle, DraggableIdsContext, SortableRow } from './sortable-row';

const statusColors: Record<ReasonStatus, string> = { validated: 'success', pending: 'warning', rejected: 'error' };

interface ReasonsTableProps {
  reasons: ConsultationReason[];
  loading: boolean;
  canEdit: boolean;
  onEdit(reason: ConsultationReason): void;
}

export function ReasonsTable({ reasons, loading, canEdit, onEdit }: ReasonsTableProps) {
  const { t, i18n } = useTranslation('consultation-reasons');
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const { message, notification } = App.useApp();
  const errorMessage = useErrorMessage();
  const setEnabled = useSetReasonEnabled();
  const reorder = useReorderConsultationReasons();
  const remove = useRemoveConsultationReason();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const draggable = useMemo(
    () => new Set(canEdit ? reasons.filter((reason) => reason.isValidated).map((reason) => reason._id) : []),
    [reasons, canEdit],
  );

  const failed = (title: string) => (error: Error) => notification.error({ title, description: errorMessage(error) });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = reasons.findIndex((reason) => reason._id === active.id);
    const to = reasons.findIndex((reason) => reason._id === over.id);
    const moved = arrayMove(reasons, from, to);
    // The server keeps the reasons waiting for a verdict after the validated ones.
    const next = [...moved.filter((reason) => reason.isValidated), ...moved.filter((reason) => !reason.isValidated)].map(
      (reason, order) => ({ ...reason, order }),
    );
    reorder.mutate(next, { onError: failed(t('messages.reorderFailed')) });
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <SortableContext items={reasons.map((reason) => reason._id)} strategy={verticalListSortingStrategy}>
        <DraggableIdsContext.Provider value={draggable}>
          <Table<ConsultationReason>
            rowKey="_id"
            dataSource={reasons}
            loading={loading}
            pagination={false}
            components={{ body: { row: SortableRow } }}
            locale={{ emptyText: t('empty') }}
            onRow={(reason) => ({ 'data-testid': 'reason-row', 'data-reason-id': reason._id }) as object}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'drag', width: 48, render: () => <DragHandle /> },
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
              {
                key: 'color',
                title: t('columns.color'),
                render: (_, reason) => <Badge color={reason.color} text={<span dir="ltr">{reason.color}</span>} />,
              },
              {
                key: 'status',
                title: t('columns.status'),
                render: (_, reason) => {
                  const status = reasonStatusOf(reason);
                  return (
                    <Tag color={statusColors[status]} data-testid="reason-status" data-status={status}>
                      {t(`status.${status}`)}
                    </Tag>
                  );
                },
              },
              {
                key: 'enabled',
                title: t('columns.enabled'),
                render: (_, reason) => (
                  <Switch
                    checked={reason.isEnabled}
                    disabled={!canEdit}
                    aria-label={t('columns.enabled')}
                    data-testid="reason-enabled"
                    onChange={(isEnabled) =>
                      setEnabled.mutate({ reasonId: reason._id, isEnabled }, { onError: failed(t('messages.enableFailed')) })
                    }
                  />
                ),
              },
              {
                key: 'actions',
                title: t('columns.actions'),
                render: (_, reason) => (
                  <Space>
                    <Button
                      icon={<EditOutlined />}
                      disabled={!canEdit}
                      onClick={() => onEdit(reason)}
                      aria-label={t('actions.edit')}
                      data-testid="reason-edit"
                    />
                    <Popconfirm
                      title={t('confirmDelete.title')}
                      description={t('confirmDelete.description')}
                      okText={t('confirmDelete.ok')}
                      cancelText={t('confirmDelete.cancel')}
                      okButtonProps={{ danger: true, 'data-testid': 'reason-delete-confirm' }}
                      disabled={!canEdit}
                      onConfirm={() =>
                        remove.mutate(reason._id, {
                          onSuccess: () => void message.success(t('messages.deleted')),
                          onError: failed(t('messages.deleteFailed')),
                        })
                      }
                    >
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        disabled={!canEdit}
                        aria-label={t('actions.delete')}
                        data-testid="reason-delete"
                      />
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </DraggableIdsContext.Provider>
      </SortableContext>
    </DndContext>
  );
}
