import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseDinars } from '@tabib/contracts/money';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { useCreateAct } from '../api/create-act';
import { newActErrors, type NewActValues } from '../model/payment-rules';

interface NewActFormProps {
  patientId: string;
  appointmentId: string | null;
  clinicDoctorId: string | null;
  onClose(): void;
  onCreated(): void;
}

/** 'Add new act': title, description, total and a first payment (dinars); submit disabled while invalid. */
export function NewActForm({ patientId, appointmentId, clinicDoctorId, onClose, onCreated }: NewActFormProps) {
  const { t } = useTranslation(['payments', 'errors']);
  const { notification } = useNotices();
  const [form] = Form.useForm<NewActValues>();
  const values = Form.useWatch([], form) ?? {};
  const errors = newActErrors(values);
  const create = useCreateAct(patientId);
  const touched = (field: keyof NewActValues) => form.isFieldTouched(field);
  const errorOf = (field: keyof NewActValues) => (touched(field) && errors[field] ? t(`errors:${errors[field]}`) : undefined);

  const onFinish = (submitted: NewActValues) =>
    create.mutate(
      {
        title: submitted.title!.trim(),
        description: submitted.description?.trim() ?? '',
        total_amount: parseDinars(submitted.total!)!,
        amountPaid: parseDinars(submitted.paid?.trim() ? submitted.paid : '0')!,
        appointmentId,
        clinic_doctor: clinicDoctorId,
      },
      {
        onSuccess: () => {
          notification.success({
            title: t('notices.createAct'),
            description: t('notices.created'),
            props: { 'data-testid': 'notice-create-act-success' } as object,
          });
          onCreated();
          onClose();
        },
        onError: () => notification.error({ title: t('notices.createAct'), description: t('notices.createFailed') }),
      },
    );

  return (
    <Card size="small" title={t('newAct.title')} data-testid="new-act-form">
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ paid: '0' }}>
        <Form.Item
          name="title"
          label={t('newAct.titleLabel')}
          required
          validateStatus={errorOf('title') ? 'error' : undefined}
          help={errorOf('title')}
        >
          <Input data-testid="new-act-title" maxLength={textLimits.actTitle} />
        </Form.Item>
        <Form.Item name="description" label={t('newAct.description')}>
          <Input.TextArea
            data-testid="new-act-description"
            maxLength={textLimits.actDescription}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item
            name="total"
            label={t('newAct.total')}
            required
            validateStatus={errorOf('total') ? 'error' : undefined}
            help={errorOf('total')}
          >
            <Input data-testid="new-act-total" inputMode="decimal" suffix="DA" />
          </Form.Item>
          <Form.Item
            name="paid"
            label={t('newAct.paid')}
            required
            validateStatus={errorOf('paid') ? 'error' : undefined}
            help={errorOf('paid')}
          >
            <Input data-testid="new-act-paid" inputMode="decimal" suffix="DA" />
          </Form.Item>
        </Space>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            data-testid="new-act-submit"
            disabled={Object.keys(errors).length > 0}
            loading={create.isPending}
          >
            {t('newAct.submit')}
          </Button>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
