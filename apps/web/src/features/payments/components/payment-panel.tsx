import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { walletPageSize, type Act } from '@tabib/contracts/payments';
import { useNotices } from '../../../components/ui/notices-context';
import { useDeleteAct } from '../api/delete-act';
import { useWallet } from '../api/get-wallet';
import { isPaid } from '../model/payment-rules';
import { ActDetails } from './act-details';
import { ActInformationCells, useActInformationEditor } from './act-information-editor';
import { Money } from './money';
import { NewActForm } from './new-act-form';

export interface PaymentPanelProps {
  patientId: string;
  /** Acts created or paid from an appointment are linked to it (appointment modal, tab 5). */
  appointmentId?: string | null;
  /** Clinic accounts: the clinic doctor the wallet belongs to. */
  clinicDoctorId: string | null;
  readOnly: boolean;
}

/** Spec 2 section 2.10: the patient's acts, 5 per page, one row edited at a time. */
export function PaymentPanel({ patientId, appointmentId = null, clinicDoctorId, readOnly }: PaymentPanelProps) {
  const { t } = useTranslation(['payments', 'errors']);
  const { notification } = useNotices();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const wallet = useWallet(patientId, clinicDoctorId, page);
  const remove = useDeleteAct(patientId);
  const editor = useActInformationEditor(patientId, clinicDoctorId);

  const onDelete = (act: Act) =>
    remove.mutate(
      { actId: act._id, clinic_doctor: clinicDoctorId },
      {
        onSuccess: () => {
          setPage(1);
          notification.success({
            title: t('notices.deleteAct'),
            description: t('notices.deleted'),
            props: { 'data-testid': 'notice-delete-act-success' } as object,
          });
        },
        onError: () => notification.error({ title: t('notices.deleteAct'), description: t('notices.deleteFailed') }),
      },
    );

  return (
    <Flex vertical gap="middle" data-testid="payment-panel">
      {!readOnly &&
        (adding ? (
          <NewActForm
            patientId={patientId}
            appointmentId={appointmentId}
            clinicDoctorId={clinicDoctorId}
            onClose={() => setAdding(false)}
            onCreated={() => setPage(1)}
          />
        ) : (
          <Typography.Link data-testid="add-new-act" onClick={() => setAdding(true)}>
            {t('addNewAct')}
          </Typography.Link>
        ))}
      <Table<Act>
        rowKey="_id"
        size="small"
        loading={wallet.isFetching && !wallet.data}
        dataSource={wallet.data?.wallet ?? []}
        locale={{ emptyText: wallet.isError ? t('errors:invalidResponse') : t('empty') }}
        pagination={{
          current: page,
          pageSize: walletPageSize,
          total: wallet.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
        onRow={(act) => ({ 'data-testid': `act-row-${act.title}` }) as object}
        expandable={{
          expandedRowRender: (act) => (
            <ActDetails
              act={act}
              patientId={patientId}
              appointmentId={appointmentId}
              clinicDoctorId={clinicDoctorId}
              readOnly={readOnly}
            />
          ),
        }}
        columns={[
          {
            key: 'title',
            title: t('columns.title'),
            render: (_, act) => <ActInformationCells editor={editor} act={act} field="title" />,
          },
          {
            key: 'total',
            title: t('columns.total'),
            render: (_, act) => <ActInformationCells editor={editor} act={act} field="total" />,
          },
          {
            key: 'paid',
            title: t('columns.paid'),
            render: (_, act) => <Money data-testid="act-paid" centimes={act.paid_amount} />,
          },
          {
            key: 'remaining',
            title: t('columns.remaining'),
            render: (_, act) =>
              isPaid(act) ? (
                <Tag color="success" data-testid="act-state-paid">
                  {t('state.paid')}
                </Tag>
              ) : (
                <Money data-testid="act-remaining" centimes={act.remaining_amount} />
              ),
          },
          ...(readOnly
            ? []
            : [
                {
                  key: 'actions',
                  title: t('columns.actions'),
                  render: (_: unknown, act: Act) =>
                    editor.editingId === act._id ? (
                      <Space size="small">
                        <Button
                          size="small"
                          type="primary"
                          data-testid="act-save"
                          loading={editor.saving}
                          onClick={() => editor.save(act)}
                        >
                          {t('actions.save')}
                        </Button>
                        <Button size="small" data-testid="act-cancel" onClick={editor.cancel}>
                          {t('actions.cancel')}
                        </Button>
                      </Space>
                    ) : (
                      <Space size="small">
                        <Button
                          size="small"
                          data-testid="act-edit"
                          disabled={editor.editingId !== null}
                          onClick={() => editor.start(act)}
                        >
                          {t('actions.edit')}
                        </Button>
                        <Popconfirm
                          title={t('actions.deleteConfirm')}
                          okText={t('actions.yes')}
                          cancelText={t('actions.no')}
                          onConfirm={() => onDelete(act)}
                        >
                          <Button size="small" danger data-testid="act-delete" disabled={editor.editingId !== null}>
                            {t('actions.delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                },
              ]),
        ]}
      />
    </Flex>
  );
}
