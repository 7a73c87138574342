import { Alert, Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordPair } from '@tabib/contracts/auth';
import { useNotices } from '../../../components/ui/notices-context';
import { useCurrentProfile } from '../api/get-profile';
import { useResetPasswordFirstLogin } from '../api/reset-password-first-login';
import { useContinueAfterAuth } from '../hooks/use-continue-after-auth';
import { AuthLayout } from './auth-layout';
import { PasswordPairFields } from './password-pair-fields';

/** The forced password change of a first sign-in. */
export function ReinitializePasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = useNotices();
  const profile = useCurrentProfile();
  const reinitialize = useResetPasswordFirstLogin(profile.isClinic);
  const continueAfterAuth = useContinueAfterAuth();

  const onFinish = (values: PasswordPair) =>
    reinitialize.mutate(values, {
      onSuccess: (response) => {
        void message.success(t('reinitializePassword.success'));
        continueAfterAuth(response.profile);
      },
    });

  return (
    <AuthLayout title={t('reinitializePassword.title')}>
      <Typography.Paragraph type="secondary">{t('reinitializePassword.description')}</Typography.Paragraph>
      {reinitialize.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('reinitializePassword.error')}
          data-testid="reinitialize-password-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form name="reinitialize-password" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <PasswordPairFields />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={reinitialize.isPending}
          data-testid="reinitialize-password-submit"
        >
          {t('reinitializePassword.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
