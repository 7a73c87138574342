import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@tabib/contracts/auth';
import { textLimits } from '@tabib/contracts/text-limits';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from './auth-layout';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgotPassword = useForgotPassword();
  const zodRule = useZodRule();
  const onFinish = (values: ForgotPasswordRequest) => forgotPassword.mutate(values);

  return (
    <AuthLayout title={t('forgotPassword.title')}>
      <Typography.Paragraph type="secondary">{t('forgotPassword.description')}</Typography.Paragraph>
      {forgotPassword.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={t('forgotPassword.success')}
          data-testid="forgot-password-success"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {forgotPassword.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('forgotPassword.error')}
          data-testid="forgot-password-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form name="forgot-password" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="email" label={t('forgotPassword.email')} rules={[zodRule(forgotPasswordRequestSchema, 'email')]}>
          <Input type="email" autoComplete="email" maxLength={textLimits.email} data-testid="forgot-password-email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgotPassword.isPending} data-testid="forgot-password-submit">
          {t('forgotPassword.submit')}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to="/login">{t('backToSignIn')}</Link>
      </Flex>
    </AuthLayout>
  );
}
