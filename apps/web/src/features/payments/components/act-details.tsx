import { useState } from 'react';
import { Button, Divider, Flex, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseDinars } from '@tabib/contracts/money';
import type { Act } from '@tabib/contracts/payments';
import { textLimits } from '@tabib/contracts/text-limits';
import { useAddPaymentItem } from '../api/add-payment-item';
import { useUpdateActDescription } from '../api/update-act-description';
import { isPaid, isValidPaymentDate, newPaymentError, todayDisplay, type PaymentFormError } from '../model/payment-rules';
import { PaymentItems } from './payment-items';
import { maskDate } from '../../../lib/date-mask';

interface ActDetailsProps {
  act: Act;
  patientId: string;
  appointmentId: string | null;
  clinicDoctorId: string | null;
  readOnly: boolean;
}

/** The expanded act: its description, the add-payment form while something remains, its payments. */
export function ActDetails({ act, patientId, appointmentId, clinicDoctorId, readOnly }: ActDetailsProps) {
  const { t } = useTranslation('payments');
  return (
    <Flex vertical gap="small" data-testid={`act-details-${act.title}`}>
      <DescriptionEditor act={act} patientId={patientId} clinicDoctorId={clinicDoctorId} readOnly={readOnly} />
      {!readOnly && !isPaid(act) && (
        <AddPaymentForm act={act} patientId={patientId} appointmentId={appointmentId} clinicDoctorId={clinicDoctorId} />
      )}
      <Divider size="small" titlePlacement="start">
        {t('items.title')}
      </Divider>
      <PaymentItems act={act} patientId={patientId} clinicDoctorId={clinicDoctorId} readOnly={readOnly} />
    </Flex>
  );
}

function DescriptionEditor({ act, patientId, clinicDoctorId, readOnly }: Omit<ActDetailsProps, 'appointmentId'>) {
  const { t } = useTranslation('payments');
  const [text, setText] = useState(act.description);
  const update = useUpdateActDescription(patientId);
  if (readOnly) return <Typography.Paragraph>{act.description || '-'}</Typography.Paragraph>;
  return (
    <Flex gap="small" align="start">
      <Input.TextArea
        data-testid="act-description"
        aria-label={t('description.label')}
        placeholder={t('description.placeholder')}
        value={text}
        maxLength={textLimits.actDescription}
        showCount
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        data-testid="act-description-save"
        disabled={text.trim() === act.description}
        loading={update.isPending}
        onClick={() => update.mutate({ actId: act._id, description: text, clinic_doctor: clinicDoctorId })}
      >
        {t('actions.save')}
      </Button>
    </Flex>
  );
}

function AddPaymentForm({ act, patientId, appointmentId, clinicDoctorId }: Omit<ActDetailsProps, 'readOnly'>) {
  const { t } = useTranslation(['payments', 'errors', 'common']);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayDisplay());
  const [error, setError] = useState<PaymentFormError | null>(null);
  const add = useAddPaymentItem(patientId);

  const submit = () => {
    // The overpay check runs here: no call is made for it (spec 2 section 5, add payment).
    const found = newPaymentError(act, amount) ?? (isValidPaymentDate(date) ? null : 'InvalidDateFormat');
    setError(found);
    if (found) return;
    add.mutate(
      { actId: act._id, amount_paid: parseDinars(amount)!, date, appointmentId, clinic_doctor: clinicDoctorId },
      { onSuccess: () => setAmount(''), onError: () => undefined },
    );
  };

  return (
    <Form layout="inline" onFinish={submit} data-testid="add-payment-form">
      <Form.Item
        label={t('addPayment.amount')}
        validateStatus={error && error !== 'InvalidDateFormat' ? 'error' : undefined}
        help={error && error !== 'InvalidDateFormat' ? t(`errors:${error}`) : undefined}
      >
        <Input
          data-testid="add-payment-amount"
          inputMode="decimal"
          suffix="DA"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label={t('addPayment.date')}
        validateStatus={error === 'InvalidDateFormat' ? 'error' : undefined}
        help={error === 'InvalidDateFormat' ? t('errors:InvalidDateFormat') : undefined}
      >
        <Input
          data-testid="add-payment-date"
          placeholder={t('common:datePlaceholder')}
          value={date}
          style={{ width: 120 }}
          onChange={(event) => setDate(maskDate(event.target.value))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="add-payment-submit" loading={add.isPending}>
          {t('addPayment.submit')}
        </Button>
      </Space>
    </Form>
  );
}
