import { useState } from 'react';
import { Button, Form, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseDinars } from '@tabib/contracts/money';
import type { Act, PaymentItem } from '@tabib/contracts/payments';
import { useUpdatePaymentItem } from '../api/update-payment-item';
import { Money } from './money';
import { dinarsInputOf, isValidPaymentDate, itemEditError, type PaymentFormError } from '../model/payment-rules';
import { maskDate } from '../../../lib/date-mask';

interface PaymentItemsProps {
  act: Act;
  patientId: string;
  clinicDoctorId: string | null;
  readOnly: boolean;
}

/** An act's payments; one at a time is edited inline (amount, date with the DD/MM/YYYY mask). */
export function PaymentItems({ act, patientId, clinicDoctorId, readOnly }: PaymentItemsProps) {
  const { t } = useTranslation(['payments', 'errors', 'common']);
  const [editing, setEditing] = useState<{ id: string; amount: string; date: string } | null>(null);
  const [error, setError] = useState<PaymentFormError | null>(null);
  const update = useUpdatePaymentItem(patientId);

  const start = (item: PaymentItem) => {
    setEditing({ id: item._id, amount: dinarsInputOf(item.amount), date: item.date });
    setError(null);
  };
  const save = () => {
    if (!editing) return;
    const found =
      itemEditError(act, editing.id, editing.amount) ?? (isValidPaymentDate(editing.date) ? null : 'InvalidDateFormat');
    setError(found);
    if (found) return;
    update.mutate(
      {
        actId: act._id,
        subItem_id: editing.id,
        sub_amount: parseDinars(editing.amount)!,
        date: editing.date,
        clinic_doctor: clinicDoctorId,
      },
      { onSuccess: () => setEditing(null), onError: () => undefined },
    );
  };
  const isEditing = (item: PaymentItem) => editing?.id === item._id;
  const helpOf = (field: 'amount' | 'date') => {
    if (!error || (error === 'InvalidDateFormat') !== (field === 'date')) return {};
    return { validateStatus: 'error' as const, help: t(`errors:${error}`) };
  };

  return (
    <Table<PaymentItem>
      rowKey="_id"
      size="small"
      pagination={false}
      dataSource={act.items}
      locale={{ emptyText: t('items.empty') }}
      data-testid="payment-items"
      columns={[
        {
          key: 'date',
          title: t('columns.date'),
          render: (_, item) =>
            isEditing(item) ? (
              <Form.Item style={{ margin: 0 }} {...helpOf('date')}>
                <Input
                  size="small"
                  data-testid="item-edit-date"
                  placeholder={t('common:datePlaceholder')}
                  value={editing!.date}
                  onChange={(event) => setEditing({ ...editing!, date: maskDate(event.target.value) })}
                />
              </Form.Item>
            ) : (
              item.date
            ),
        },
        {
          key: 'amount',
          title: t('columns.amount'),
          render: (_, item) =>
            isEditing(item) ? (
              <Form.Item style={{ margin: 0 }} {...helpOf('amount')}>
                <Input
                  size="small"
                  data-testid="item-edit-amount"
                  inputMode="decimal"
                  suffix="DA"
                  value={editing!.amount}
                  onChange={(event) => setEditing({ ...editing!, amount: event.target.value })}
                />
              </Form.Item>
            ) : (
              <Money data-testid="item-amount" centimes={item.amount} />
            ),
        },
        ...(readOnly
          ? []
          : [
              {
                key: 'actions',
                title: t('columns.actions'),
                render: (_: unknown, item: PaymentItem) =>
                  isEditing(item) ? (
                    <Space size="small">
                      <Button size="small" type="primary" data-testid="item-save" loading={update.isPending} onClick={save}>
                        {t('actions.save')}
                      </Button>
                      <Button size="small" onClick={() => setEditing(null)}>
                        {t('actions.cancel')}
                      </Button>
                    </Space>
                  ) : (
                    <Button size="small" data-testid="item-edit" disabled={editing !== null} onClick={() => start(item)}>
                      {t('actions.edit')}
                    </Button>
                  ),
              },
            ]),
      ]}
    />
  );
}
