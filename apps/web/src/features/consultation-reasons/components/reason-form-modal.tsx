import { useEffect } from 'react';
import { Alert, ColorPicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useSaveConsultationReason } from '../api/save-consultation-reason';
import { bodyOf, emptyReasonForm, formOf, reasonFormSchema, type ReasonFormValues } from '../model/reason-form';

/** null: closed; 'new': create; a reason: edit it. */
export type ReasonModalTarget = null | 'new' | ConsultationReason;

const titleLanguages = [
  { key: 'fr', label: 'form.titleFr', dir: 'ltr' },
  { key: 'en', label: 'form.titleEn', dir: 'ltr' },
  { key: 'ar', label: 'form.titleAr', dir: 'rtl' },
] as const;

export function ReasonFormModal({
  target,
  colorsInUse,
  onClose,
}: {
  target: ReasonModalTarget;
  colorsInUse: string[];
  onClose(): void;
}) {
  const { t } = useTranslation('consultation-reasons');
  const { message, notification } = useNotices();
  const errorMessage = useErrorMessage();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ReasonFormValues>();
  const editing = target !== null && target !== 'new' ? target : null;
  const save = useSaveConsultationReason(editing?._id ?? null);

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(editing ? formOf(editing) : emptyReasonForm(colorsInUse));
    // Filled once per opening (the form stays mounted: forceRender): a refetch of the list must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const submit = (values: ReasonFormValues) =>
    save.mutate(bodyOf({ ...form.getFieldsValue(true), ...values }), {
      onSuccess: () => {
        void message.success(t(editing ? 'messages.updated' : 'messages.created'));
        onClose();
      },
      onError: (error) => notification.error({ title: t('messages.saveFailed'), description: errorMessage(error) }),
    });

  return (
    <Modal
      open={target !== null}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
      okButtonProps={{ 'data-testid': 'reason-form-save' }}
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="reason-form">
        {editing?.isValidated ? <Alert type="info" showIcon title={t('form.revalidation')} style={{ marginBottom: 16 }} /> : null}
        {titleLanguages.map(({ key, label, dir }) => (
          <Form.Item
            key={key}
            name={['title', key]}
            label={t(label)}
            extra={key === 'fr' ? t('form.titleHelp') : undefined}
            rules={key === 'fr' ? [zodRule(reasonFormSchema, 'title')] : []}
            dependencies={
              key === 'fr'
                ? [
                    ['title', 'en'],
                    ['title', 'ar'],
                  ]
                : []
            }
          >
            <Input dir={dir} style={{ direction: dir }} maxLength={textLimits.reasonTitle} data-testid={`reason-title-${key}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="duration"
          label={t('form.duration')}
          extra={t('form.durationHelp')}
          rules={[zodRule(reasonFormSchema, 'duration')]}
        >
          <InputNumber min={5} max={240} step={5} style={{ width: '100%' }} data-testid="reason-duration" />
        </Form.Item>
        <Form.Item name="priceDinars" label={t('form.price')} rules={[zodRule(reasonFormSchema, 'priceDinars')]}>
          <InputNumber min={0} step={100} style={{ width: '100%' }} data-testid="reason-price" />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('form.color')}
          rules={[zodRule(reasonFormSchema, 'color')]}
          getValueFromEvent={(color: Color) => color.toHexString()}
        >
          <ColorPicker disabledAlpha showText format="hex" style={{ direction: 'ltr' }} data-testid="reason-color" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
