import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, AutoComplete, Button, Flex, Form, Input, InputNumber, Modal, Space, Spin, Table } from 'antd';
import { DeleteOutlined, EyeOutlined, PlusOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@tabib/contracts/appointments';
import type { Locale } from '@tabib/contracts/locales';
import {
  prescriptionItemSchema,
  prescriptionMaxItems,
  prescriptionTableScrollHeight,
  type PrescriptionItem,
} from '@tabib/contracts/prescriptions';
import type { UserProfile } from '@tabib/contracts/user';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCommitPrescription } from '../api/commit-prescription';
import { usePrescription } from '../api/get-prescription';
import { useSavedMedicines } from '../api/get-saved-medicines';
import { ageInYears, patientNameOf, prescriptionHeaderOf } from '../model/prescription-header';
import { PrescriptionSheet, type PrescriptionSheetProps } from './prescription-sheet';

export interface PrescriptionEditorProps {
  appointment: Appointment;
  profile: UserProfile;
  clinicDoctorId: string | null;
  /** Clinic accounts read and print, never add or save (spec 2 section 6). */
  readOnly: boolean;
}

interface ItemFormValues {
  medicine?: string;
  frequency?: string;
  duration?: number | null;
}

/** Spec 2 section 2.9: the appointment's prescription, edited from its saved state. */
export function PrescriptionEditor(props: PrescriptionEditorProps) {
  const prescription = usePrescription(props.appointment._id, props.clinicDoctorId);
  const errorMessage = useErrorMessage();
  if (prescription.isPending) return <Spin />;
  if (prescription.isError) return <Alert type="error" title={errorMessage(prescription.error)} />;
  return <Editor key={props.appointment._id} {...props} saved={prescription.data} />;
}

function Editor({
  appointment,
  profile,
  clinicDoctorId,
  readOnly,
  saved,
}: PrescriptionEditorProps & {
  saved: { prescription: PrescriptionItem[]; prescriptionId: string | null; updatedAt: string | null };
}) {
  const { t, i18n } = useTranslation(['records', 'validation']);
  const { message } = useNotices();
  const errorMessage = useErrorMessage('prescription');
  const [form] = Form.useForm<ItemFormValues>();
  const [items, setItems] = useState<PrescriptionItem[]>(saved.prescription);
  const [previewing, setPreviewing] = useState(false);
  const commit = useCommitPrescription(appointment._id, clinicDoctorId);
  const savedMedicines = useSavedMedicines(clinicDoctorId, !readOnly);
  const medicine = Form.useWatch('medicine', form) ?? '';

  const options = useMemo(() => {
    const typed = medicine.trim().toLowerCase();
    return (savedMedicines.data?.medicines ?? [])
      .filter((name) => !typed || name.toLowerCase().includes(typed))
      .slice(0, 20)
      .map((name) => ({ value: name }));
  }, [savedMedicines.data, medicine]);

  const fieldRule = (field: keyof PrescriptionItem) => ({
    validator: async (_: unknown, value: unknown) => {
      if (!prescriptionItemSchema.shape[field].safeParse(typeof value === 'string' ? value.trim() : value).success)
        throw new Error(t('validation:required'));
    },
  });

  const add = (values: ItemFormValues) => {
    const item = prescriptionItemSchema.safeParse({
      medicine: values.medicine?.trim(),
      frequency: values.frequency?.trim(),
      duration: values.duration,
    });
    if (!item.success) return;
    setItems((current) => [...current, item.data]);
    form.resetFields();
  };

  const save = () =>
    commit.mutate(
      { prescription: items, prescriptionId: saved.prescriptionId, patientId: appointment.patient?._id ?? '' },
      {
        onSuccess: () => void message.success({ content: t('prescription.saved'), key: 'prescription-saved' }),
        onError: (error) => {
          console.error('prescription save failed', error);
          void message.error(errorMessage(error));
        },
      },
    );

  const sheet: PrescriptionSheetProps = {
    header: prescriptionHeaderOf(profile, i18n.language as Locale),
    patientName: patientNameOf(appointment, (names) => t('prescription.sheet.familyMember', names)),
    // The holder's age is not the family member's: printed for the patient's own visit only.
    patientAge: appointment.familyMember ? null : ageInYears(appointment.patient?.birthday ?? null),
    date: saved.updatedAt ? new Date(saved.updatedAt) : new Date(),
    items,
  };

  return (
    <Flex vertical gap="middle" data-testid="prescription-editor">
      {readOnly ? (
        <Alert type="info" title={t('prescription.readOnly')} />
      ) : (
        <Form<ItemFormValues> form={form} layout="vertical" onFinish={add} requiredMark>
          <Flex gap="small" wrap align="flex-start">
            <Form.Item
              name="medicine"
              label={t('prescription.medicine')}
              rules={[fieldRule('medicine')]}
              required
              style={{ flex: '2 1 200px', marginBottom: 8 }}
            >
              <AutoComplete options={options} data-testid="prescription-medicine">
                <Input dir="auto" maxLength={textLimits.medicine} />
              </AutoComplete>
            </Form.Item>
            <Form.Item
              name="frequency"
              label={t('prescription.frequency')}
              rules={[fieldRule('frequency')]}
              required
              style={{ flex: '2 1 180px', marginBottom: 8 }}
            >
              <Input
                placeholder={t('prescription.frequencyPlaceholder')}
                dir="auto"
                maxLength={textLimits.frequency}
                data-testid="prescription-frequency"
              />
            </Form.Item>
            <Form.Item
              name="duration"
              label={t('prescription.duration')}
              rules={[fieldRule('duration')]}
              required
              style={{ flex: '1 1 110px', marginBottom: 8 }}
            >
              <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} data-testid="prescription-duration" />
            </Form.Item>
            <Form.Item label=" " style={{ marginBottom: 8 }}>
              <Button
                htmlType="submit"
                icon={<PlusOutlined />}
                disabled={items.length >= prescriptionMaxItems}
                data-testid="prescription-add"
              >
                {t('prescription.add')}
              </Button>
            </Form.Item>
          </Flex>
        </Form>
      )}
      <Table<PrescriptionItem & { key: number }>
        size="small"
        pagination={false}
        scroll={{ y: prescriptionTableScrollHeight }}
        dataSource={items.map((item, key) => ({ ...item, key }))}
        locale={{ emptyText: t('prescription.empty') }}
        data-testid="prescription-table"
        columns={[
          {
            key: 'medicine',
            dataIndex: 'medicine',
            title: t('prescription.columns.medicine'),
            render: (value: string) => <span dir="auto">{value}</span>,
          },
          {
            key: 'frequency',
            dataIndex: 'frequency',
            title: t('prescription.columns.frequency'),
            render: (value: string) => <span dir="auto">{value}</span>,
          },
          {
            key: 'duration',
            dataIndex: 'duration',
            title: t('prescription.columns.duration'),
            width: 100,
            render: (value: number) => t('prescription.days', { count: value }),
          },
          ...(readOnly
            ? []
            : [
                {
                  key: 'remove',
                  width: 56,
                  render: (_: unknown, row: { key: number }) => (
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('prescription.remove')}
                      title={t('prescription.remove')}
                      onClick={() => setItems((current) => current.filter((_, index) => index !== row.key))}
                    />
                  ),
                },
              ]),
        ]}
      />
      <Space wrap>
        <Button
          icon={<EyeOutlined />}
          onClick={() => setPreviewing(true)}
          disabled={items.length === 0}
          data-testid="prescription-preview"
        >
          {t('prescription.preview')}
        </Button>
        <Button
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          disabled={items.length === 0}
          data-testid="prescription-print"
        >
          {t('prescription.print')}
        </Button>
        {!readOnly && (
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={save}
            loading={commit.isPending}
            disabled={items.length === 0}
            data-testid="prescription-save"
          >
            {t('prescription.save')}
          </Button>
        )}
      </Space>
      <Modal
        open={previewing}
        title={t('prescription.previewTitle')}
        onCancel={() => setPreviewing(false)}
        width="calc(148mm + 64px)"
        footer={[
          <Button key="close" onClick={() => setPreviewing(false)}>
            {t('prescription.close')}
          </Button>,
          <Button
            key="print"
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => window.print()}
            data-testid="prescription-preview-print"
          >
            {t('prescription.print')}
          </Button>,
        ]}
      >
        {/* The A5 page scrolls inside the modal: focusable, so a keyboard can scroll it too. */}
        <div
          className="prescription-preview"
          tabIndex={0}
          role="region"
          aria-label={t('prescription.previewTitle')}
          data-testid="prescription-preview-page"
        >
          <PrescriptionSheet {...sheet} />
        </div>
      </Modal>
      {createPortal(
        <div className="prescription-print-root">
          <PrescriptionSheet {...sheet} />
        </div>,
        document.body,
      )}
    </Flex>
  );
}
