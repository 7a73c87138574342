import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema, type ChangePasswordBody } from '@tabib/contracts/preferences';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useChangePassword } from '../api/change-password';

/** Spec 3 section 5: the current password, a new one (8-14, upper, lower, digit; - . allowed) and its confirmation. */
export function PasswordChangeForm() {
  const { t } = useTranslation('profile');
  const { message } = useNotices();
  const zodRule = useZodRule();
  const errorMessage = useErrorMessage();
  const [form] = Form.useForm<ChangePasswordBody>();
  const change = useChangePassword();

  const onFinish = (values: ChangePasswordBody) =>
    change.mutate(values, {
      onSuccess: () => {
        void message.success(t('preferences.password.success'));
        form.resetFields();
      },
    });

  const field = (name: keyof ChangePasswordBody, autoComplete: string, dependencies: (keyof ChangePasswordBody)[] = []) => (
    <Form.Item
      name={name}
      label={t(`preferences.password.${name}`)}
      dependencies={dependencies}
      rules={[zodRule(changePasswordFormSchema, name)]}
    >
      <Input.Password autoComplete={autoComplete} maxLength={textLimits.password} data-testid={`preferences-${name}`} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" name="change-password" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 420 }}>
      {change.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(change.error)}
          style={{ marginBottom: 16 }}
          data-testid="preferences-password-error"
        />
      ) : null}
      {field('currentPassword', 'current-password')}
      {field('password', 'new-password', ['currentPassword'])}
      <Typography.Paragraph type="secondary">{t('preferences.password.rules')}</Typography.Paragraph>
      {field('passwordConfirm', 'new-password', ['password'])}
      <Typography.Paragraph type="secondary">{t('preferences.password.otherSessions')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="preferences-password-submit">
        {t('preferences.password.submit')}
      </Button>
    </Form>
  );
}
