import { Alert, Button, Flex, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { PasswordPair } from '@tabib/contracts/auth';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { isApiError } from '../../../lib/api-error';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { PasswordPairFields } from './password-pair-fields';

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const resetPassword = useResetPassword();
  const tokenCheck = useResetTokenCheck(token);

  if (!token) return <Navigate to="/login" replace />;
  if (tokenCheck.isPending) return <PageSpinner />;
  if (isApiError(tokenCheck.error) && tokenCheck.error.code === 'invalidResetToken') {
    return (
      <AuthLayout title={t('resetPassword.title')}>
        <Result
          status="warning"
          title={t('resetPassword.error')}
          subTitle={t('invalidResetToken', { ns: 'errors' })}
          data-testid="reset-link-invalid"
          extra={[
            <Link key="again" to="/forgot-password" data-testid="reset-link-request-again">
              {t('resetPassword.requestAgain')}
            </Link>,
            <Link key="login" to="/login">
              {t('backToSignIn')}
            </Link>,
          ]}
        />
      </AuthLayout>
    );
  }

  const onFinish = ({ password }: PasswordPair) => resetPassword.mutate({ token, password });

  return (
    <AuthLayout title={t('resetPassword.title')}>
      {resetPassword.isSuccess ? (
        <Result
          status="success"
          title={t('resetPassword.success')}
          data-testid="reset-password-success"
          extra={<Link to="/login">{t('goToSignIn')}</Link>}
        />
      ) : (
        <>
          {resetPassword.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('resetPassword.error')}
              data-testid="reset-password-error"
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form name="reset-password" layout="vertical" onFinish={onFinish} requiredMark={false}>
            <PasswordPairFields />
            <Button type="primary" htmlType="submit" block loading={resetPassword.isPending} data-testid="reset-password-submit">
              {t('resetPassword.submit')}
            </Button>
          </Form>
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Link to="/login">{t('backToSignIn')}</Link>
          </Flex>
        </>
      )}
    </AuthLayout>
  );
}
