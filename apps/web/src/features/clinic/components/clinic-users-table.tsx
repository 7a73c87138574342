import { Badge, Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ClinicEntity, ClinicEntityType, ClinicListResponse } from '@tabib/contracts/clinic-users';
import { useNotices } from '../../../components/ui/notices-context';
import { isApiError } from '../../../lib/api-error';
import { useDoctorName } from '../../../lib/doctor-name';
import { currentLocale } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { usePhoneFormat } from '../../../lib/use-phone-format';
import { useDeleteClinicEntity } from '../api/clinic-users-delete';

interface Props {
  type: ClinicEntityType;
  list: UseQueryResult<ClinicListResponse>;
  page: number;
  onPage(page: number): void;
  canManage: boolean;
  onEdit(entity: ClinicEntity): void;
}

/** One page of doctors or users; it scrolls sideways on a phone. Edit and delete for the clinic's admin. */
export function ClinicUsersTable({ type, list, page, onPage, canManage, onEdit }: Props) {
  const { t } = useTranslation(['clinic', 'errors']);
  const { message, confirm } = useNotices();
  const errorMessage = useErrorMessage();
  const doctorName = useDoctorName();
  const remove = useDeleteClinicEntity();
  // The rows wait for libphonenumber-js as they wait for the list: fetched beside it, not with the page.
  const formatPhone = usePhoneFormat(true);
  const rows = formatPhone ? list.data : undefined;
  const locale = currentLocale();
  const refusal = canManage ? undefined : t('errors:notAuthorizedForAction');

  const nameOf = (entity: ClinicEntity) =>
    entity.type === 'doctor' ? doctorName(entity) : `${entity.firstName} ${entity.lastName}`;

  const deletionFailure = (error: unknown) =>
    isApiError(error) && error.code === 'doctorHasBookedAppointments'
      ? t('clinic:users.notices.bookedAppointments', { count: error.count ?? 1 })
      : `${t('clinic:users.notices.deleteFailed')}: ${errorMessage(error)}`;

  const confirmDelete = (entity: ClinicEntity) =>
    confirm({
      title: t('clinic:users.deleteConfirm.title', { name: nameOf(entity) }),
      content: t(`clinic:users.deleteConfirm.${entity.type}`),
      okText: t('clinic:users.deleteConfirm.ok'),
      cancelText: t('clinic:users.deleteConfirm.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'clinic-entity-delete-confirm' } as object) },
      onOk: () =>
        remove.mutateAsync({ type: entity.type, id: entity._id }).then(
          () => void message.success(t('clinic:users.notices.deleted')),
          (error: unknown) => void message.error(deletionFailure(error), 8),
        ),
    });

  const columns: TableColumnsType<ClinicEntity> = [
    {
      key: 'name',
      title: t('clinic:users.columns.name'),
      render: (_, entity) => (
        <Space size={6}>
          {entity.work_status ? (
            <Badge
              status={entity.work_status === 'work' ? 'success' : 'default'}
              aria-label={t(`clinic:users.presence.${entity.work_status}`)}
              role="img"
              data-testid="clinic-entity-presence"
              data-status={entity.work_status}
            />
          ) : null}
          <span data-testid="clinic-entity-name">{nameOf(entity)}</span>
          {entity.pendingFirstLogin ? (
            <Tag color="warning" data-testid="clinic-entity-pending">
              {t('clinic:users.pendingFirstLogin')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { key: 'email', title: t('clinic:users.columns.email'), render: (_, entity) => <span dir="ltr">{entity.email}</span> },
    {
      key: 'phone',
      title: t('clinic:users.columns.phone'),
      render: (_, entity) => <span dir="ltr">{formatPhone?.(entity.phone)}</span>,
    },
    type === 'doctor'
      ? {
          key: 'specialities',
          title: t('clinic:users.columns.specialities'),
          render: (_, entity) =>
            entity.specialities.map((speciality) => <Tag key={speciality._id}>{speciality.title[locale]}</Tag>),
        }
      : {
          key: 'role',
          title: t('clinic:users.columns.role'),
          render: (_, entity) =>
            entity.role ? (
              <Tag color={entity.role === 'admin' ? 'geekblue' : 'cyan'} data-testid="clinic-entity-role">
                {t(`clinic:users.roles.${entity.role}`)}
              </Tag>
            ) : null,
        },
    {
      key: 'lastConnection',
      title: t('clinic:users.columns.lastConnection'),
      render: (_, entity) => (
        <span dir="ltr">
          {entity.lastLoginAt ? dayjs(entity.lastLoginAt).format('DD/MM/YYYY HH:mm') : t('clinic:users.never')}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('clinic:users.columns.actions'),
      render: (_, entity) => (
        <Space>
          <Tooltip title={refusal}>
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={!canManage}
              onClick={() => onEdit(entity)}
              data-testid="clinic-entity-edit"
            >
              {t('clinic:users.edit')}
            </Button>
          </Tooltip>
          <Tooltip title={refusal}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={!canManage}
              onClick={() => confirmDelete(entity)}
              data-testid="clinic-entity-delete"
            >
              {t('clinic:users.delete')}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Table<ClinicEntity>
      rowKey="_id"
      size="middle"
      loading={list.isFetching || !formatPhone}
      dataSource={rows?.entities ?? []}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: list.isError ? t('clinic:users.notices.loadFailed') : t(`clinic:users.empty.${type}`) }}
      pagination={{
        current: page,
        pageSize: rows?.limit,
        total: rows?.total ?? 0,
        onChange: onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      onRow={(entity) => ({ ...({ 'data-testid': `clinic-entity-row-${entity.email}` } as object) })}
      data-testid="clinic-users-table"
    />
  );
}
