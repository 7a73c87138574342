import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { signInRequestSchema, type SignInRequest } from '@tabib/contracts/auth';
import { textLimits } from '@tabib/contracts/text-limits';
import { isApiError } from '../../../lib/api-error';
import { redirectTargetOf, sessionEndedReasonOf } from '../../../lib/redirect-target';
import { clearSessionStorage, getToken } from '../../../lib/session';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useZodRule } from '../../../lib/use-zod-rule';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useTokenValidity } from '../api/check-token';
import { useSignIn } from '../api/sign-in';
import { useContinueAfterAuth } from '../hooks/use-continue-after-auth';
import { AuthLayout } from './auth-layout';

const joinUsUrl = import.meta.env.VITE_JOIN_US_URL || 'https://tabib.dz';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [storedToken] = useState(getToken);
  const tokenValidity = useTokenValidity(storedToken);
  const signIn = useSignIn();
  const continueAfterAuth = useContinueAfterAuth();
  const zodRule = useZodRule();
  const errorMessage = useErrorMessage();
  const sessionEnded = sessionEndedReasonOf(location.state);
  const [form] = Form.useForm<SignInRequest>();
  const isUser = Form.useWatch('position', form) === true;
  const tokenIsValid = tokenValidity.data?.is_valid_token;

  useEffect(() => {
    if (tokenIsValid === false) clearSessionStorage();
  }, [tokenIsValid]);

  if (storedToken && tokenValidity.isPending) return <PageSpinner />;
  if (tokenIsValid) return <Navigate to={redirectTargetOf(location.state) ?? '/'} replace />;

  const errorCode = isApiError(signIn.error) ? signIn.error.code : undefined;
  const signInError =
    errorCode === 'tooManyRequest'
      ? t('signIn.errors.tooManyRequest')
      : errorCode === 'accountBlocked' || errorCode === 'signInNeedsUserBox' || errorCode === 'signInWithoutUserBox'
        ? errorMessage(signIn.error)
        : t('signIn.errors.incorrect');
  const onFinish = (values: SignInRequest) => signIn.mutate(values, { onSuccess: continueAfterAuth });

  return (
    <AuthLayout title={t('signIn.title')}>
      <Form
        form={form}
        name="sign-in"
        layout="vertical"
        initialValues={{ position: false }}
        onFinish={onFinish}
        requiredMark={false}
      >
        {signIn.isError ? (
          <Alert type="error" showIcon data-testid="sign-in-error" title={signInError} style={{ marginBottom: 16 }} />
        ) : sessionEnded ? (
          <Alert
            type="warning"
            showIcon
            data-testid="session-ended-notice"
            title={t(`sessionEnded.${sessionEnded}`)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form.Item name="email" label={t('signIn.email')} rules={[zodRule(signInRequestSchema, 'email')]}>
          <Input type="email" autoComplete="username" maxLength={textLimits.email} data-testid="sign-in-email" />
        </Form.Item>
        <Form.Item name="password" label={t('signIn.password')} rules={[zodRule(signInRequestSchema, 'password')]}>
          <Input.Password autoComplete="current-password" maxLength={textLimits.password} data-testid="sign-in-password" />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
          <Form.Item name="position" valuePropName="checked" noStyle>
            <Checkbox data-testid="sign-in-user">{t('signIn.user')}</Checkbox>
          </Form.Item>
          {isUser ? null : (
            <Link to="/forgot-password" data-testid="forgot-password-link">
              {t('signIn.forgotPassword')}
            </Link>
          )}
        </Flex>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending} data-testid="sign-in-submit">
          {t('signIn.submit')}
        </Button>
      </Form>
      <Flex justify="center" gap={4} style={{ marginTop: 16 }}>
        <Typography.Text>{t('signIn.noAccount')}</Typography.Text>
        <Typography.Link href={joinUsUrl} target="_blank" rel="noopener noreferrer" data-testid="join-us-link">
          {t('signIn.joinUs')}
        </Typography.Link>
      </Flex>
    </AuthLayout>
  );
}
