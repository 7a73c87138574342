import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscriptionUi } from '@tabib/contracts/subscription';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSendContactMessage } from '../api/send-contact-message';

/** Spec 3 section 2: a message to the team (at most 500 characters, counted as typed). */
export function ContactUsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('subscription');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const [form] = Form.useForm<{ message: string }>();
  const send = useSendContactMessage();

  const submit = ({ message: text }: { message: string }) =>
    send.mutate(text, {
      onSuccess: () => {
        void message.success(t('contact.sent'));
        form.resetFields();
        onClose();
      },
      onError: (error) => void message.error(`${t('contact.failed')} ${errorMessage(error)}`),
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('contact.title')}
      okText={t('contact.send')}
      cancelText={t('flow.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: send.isPending, ...{ 'data-testid': 'contact-send' } }}
      destroyOnHidden
      modalRender={(node) => <div data-testid="contact-us-modal">{node}</div>}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="message"
          label={t('contact.message')}
          rules={[
            { required: true, whitespace: true, message: t('contact.required') },
            { max: subscriptionUi.contactMessageMax, message: t('contact.tooLong', { max: subscriptionUi.contactMessageMax }) },
          ]}
        >
          <Input.TextArea rows={5} showCount maxLength={subscriptionUi.contactMessageMax} data-testid="contact-message" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
