import { Badge, Button, Popconfirm, Space, Switch, Tag } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reasonStatusOf, type ConsultationReason, type ReasonStatus } from '@tabib/contracts/consultation-reasons';

const statusColors: Record<ReasonStatus, string> = { validated: 'success', pending: 'warning', rejected: 'error' };

export function ReasonColor({ color }: { color: string }) {
  return <Badge color={color} text={<span dir="ltr">{color}</span>} />;
}

export function ReasonStatusTag({ reason }: { reason: ConsultationReason }) {
  const { t } = useTranslation('consultation-reasons');
  const status = reasonStatusOf(reason);
  return (
    <Tag color={statusColors[status]} data-testid="reason-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function ReasonEnabledSwitch({
  reason,
  disabled,
  onChange,
}: {
  reason: ConsultationReason;
  disabled: boolean;
  onChange(isEnabled: boolean): void;
}) {
  const { t } = useTranslation('consultation-reasons');
  return (
    <Switch
      checked={reason.isEnabled}
      disabled={disabled}
      aria-label={t('columns.enabled')}
      data-testid="reason-enabled"
      onChange={onChange}
    />
  );
}

export function ReasonActions({ canEdit, onEdit, onDelete }: { canEdit: boolean; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('consultation-reasons');
  return (
    <Space>
      <Button
        icon={<EditOutlined />}
        disabled={!canEdit}
        onClick={onEdit}
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
        onConfirm={onDelete}
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
  );
}
