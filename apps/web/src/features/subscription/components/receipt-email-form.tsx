import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailReceiptBodySchema } from '@tabib/contracts/subscription-calls';
import { useNotices } from '../../../components/ui/notices-context';
import { useEmailReceipt } from '../api/email-receipt';

interface ReceiptEmailFormProps {
  transactionId: string;
  accountEmail: string;
}

/**
 * Spec 3 section 5: the receipt goes to the account's own e-mail; another address can be typed
 * once the 'my e-mail' box is unticked.
 */
export function ReceiptEmailForm({ transactionId, accountEmail }: ReceiptEmailFormProps) {
  const { t } = useTranslation('subscription');
  const { message } = useNotices();
  const [useAccountEmail, setUseAccountEmail] = useState(true);
  const [form] = Form.useForm<{ email: string }>();
  const send = useEmailReceipt();

  const submit = ({ email }: { email?: string }) =>
    send.mutate(
      { transactionId, email: useAccountEmail ? accountEmail : (email ?? '') },
      {
        onSuccess: () => void message.success(t('receiptEmail.sent')),
        onError: () => void message.error(t('receiptEmail.failed')),
      },
    );

  return (
    <Form form={form} layout="vertical" onFinish={submit} className="subscription-receipt-email" data-testid="receipt-email-form">
      <Checkbox
        checked={useAccountEmail}
        onChange={(event) => setUseAccountEmail(event.target.checked)}
        data-testid="receipt-email-mine"
      >
        {t('receiptEmail.mine')}
      </Checkbox>
      <Form.Item
        name="email"
        label={t('receiptEmail.label')}
        initialValue={accountEmail}
        rules={
          useAccountEmail
            ? []
            : [
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (!emailReceiptBodySchema.shape.email.safeParse(value ?? '').success)
                      throw new Error(t('receiptEmail.invalid'));
                  },
                },
              ]
        }
      >
        <Input type="email" disabled={useAccountEmail} autoComplete="email" data-testid="receipt-email-input" />
      </Form.Item>
      <Button htmlType="submit" loading={send.isPending} data-testid="receipt-email-send">
        {t('receiptEmail.send')}
      </Button>
    </Form>
  );
}
