import { Avatar, Badge, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { genders, patientListPageSize, type Gender, type Patient } from '@tabib/contracts/patients';
import { useNotices } from '../../../components/ui/notices-context';
import { useChangePatientState } from '../api/change-patient-state';
import { usePatients } from '../api/get-patients';
import type { PatientListKind } from '../api/patient-keys';
import { useRemovePatient } from '../api/remove-patient';
import { usePhoneFormat } from '../../../lib/use-phone-format';
import { ageOf } from '../model/patient-display';
import type { PatientPermissions } from '../model/patient-permissions';

interface PatientsTableProps {
  kind: PatientListKind;
  page: number;
  gender: Gender | null;
  clinicDoctorId: string | null;
  permissions: PatientPermissions;
  onPageChange(page: number, gender: Gender | null): void;
  onOpen(patient: Patient): void;
}

function PatientDetailsRow({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const age = ageOf(patient.birthday);
  return (
    <Space size="large" wrap data-testid="patient-expanded">
      <span>
        {t('expanded.email')}: <span dir="ltr">{patient.email ?? '-'}</span>
      </span>
      <span>
        {t('expanded.age')}: {age ? t(`age.${age.unit}`, { count: age.value }) : '-'}
      </span>
      <span>
        {t('expanded.maritalStatus')}:{' '}
        {patient.maritalStatus === 'SINGLE' || patient.maritalStatus === 'MARRIED' ? t(`marital.${patient.maritalStatus}`) : '-'}
      </span>
    </Space>
  );
}

/** Spec 2 section 2.1: name with picture and a badge for registered patients, gender filter, phone, actions. */
export function PatientsTable({ kind, page, gender, clinicDoctorId, permissions, onPageChange, onOpen }: PatientsTableProps) {
  const { t } = useTranslation('patients');
  const { message } = useNotices();
  const patients = usePatients(kind, page, gender, clinicDoctorId);
  const remove = useRemovePatient(clinicDoctorId);
  const changeState = useChangePatientState(clinicDoctorId);
  // The rows wait for libphonenumber-js as they wait for the list: fetched beside it, not with the page.
  const formatPhone = usePhoneFormat(true);
  const list = formatPhone ? patients.data : undefined;

  const setState = (patient: Patient, action: 'froze' | 'unfroze') =>
    changeState.mutate(
      { patientId: patient._id, action },
      {
        onSuccess: () => void message.success(t(action === 'froze' ? 'messages.blocked' : 'messages.unblocked')),
        onError: () => void message.error(t('messages.stateFailed')),
      },
    );

  return (
    <Table<Patient>
      rowKey="_id"
      loading={patients.isFetching || !formatPhone}
      dataSource={list?.patients ?? []}
      data-testid={`patients-table-${kind}`}
      onRow={(patient) => ({
        onClick: (event) => {
          if ((event.target as HTMLElement).closest('button, .ant-table-row-expand-icon, .ant-popover')) return;
          if (permissions.openRecord) onOpen(patient);
        },
        style: permissions.openRecord ? { cursor: 'pointer' } : undefined,
        'data-testid': `patient-row-${patient._id}`,
      })}
      expandable={{ expandedRowRender: (patient) => <PatientDetailsRow patient={patient} /> }}
      pagination={{
        current: page,
        pageSize: patientListPageSize,
        total: list?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      onChange={(pagination, filters) => {
        const selected = (filters.gender as Gender[] | null)?.[0] ?? null;
        onPageChange(selected !== gender ? 1 : (pagination.current ?? 1), selected);
      }}
      columns={[
        {
          key: 'name',
          title: t('columns.name'),
          render: (_, patient) => (
            <Space>
              <Badge dot={!patient.isGuest} color="green" title={patient.isGuest ? undefined : t('registered')}>
                <Avatar src={patient.picture_url ?? undefined} icon={<UserOutlined />} alt="" />
              </Badge>
              <span data-testid="patient-name">
                {patient.lastName} {patient.firstName}
              </span>
              {patient.isGuest ? null : <Tag color="green">{t('registered')}</Tag>}
            </Space>
          ),
        },
        {
          key: 'gender',
          dataIndex: 'gender',
          title: t('columns.gender'),
          filters: genders.map((value) => ({ value, text: t(`gender.${value}`) })),
          filterMultiple: false,
          filteredValue: gender ? [gender] : null,
          render: (value: Gender) => t(`gender.${value}`),
        },
        {
          key: 'phone',
          title: t('columns.phone'),
          render: (_, patient) => <span dir="ltr">{formatPhone?.(patient.phone)}</span>,
        },
        ...(permissions.rowActions
          ? [
              {
                key: 'actions',
                title: t('columns.actions'),
                render: (_: unknown, patient: Patient) => (
                  <Space>
                    {kind === 'all' ? (
                      <Button
                        size="small"
                        icon={<LockOutlined />}
                        onClick={() => setState(patient, 'froze')}
                        data-testid="patient-block"
                      >
                        {t('actions.block')}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        icon={<UnlockOutlined />}
                        onClick={() => setState(patient, 'unfroze')}
                        data-testid="patient-unblock"
                      >
                        {t('actions.unblock')}
                      </Button>
                    )}
                    <Popconfirm
                      title={t('confirmDelete.title')}
                      description={t('confirmDelete.description')}
                      okText={t('confirmDelete.ok')}
                      cancelText={t('confirmDelete.cancel')}
                      okButtonProps={{ danger: true, ...({ 'data-testid': 'patient-delete-confirm' } as Record<string, string>) }}
                      onConfirm={() =>
                        remove.mutateAsync(patient._id).then(
                          () => void message.success(t('messages.deleted')),
                          () => void message.error(t('messages.deleteFailed')),
                        )
                      }
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} data-testid="patient-delete">
                        {t('actions.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
