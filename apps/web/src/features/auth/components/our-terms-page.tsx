import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/ui/notices-context';
import { useAcceptTerms } from '../api/accept-terms';
import { useContinueAfterAuth } from '../hooks/use-continue-after-auth';
import { AuthLayout } from './auth-layout';

const paragraphs = ['terms.purpose', 'terms.account', 'terms.medicalData', 'terms.subscription', 'terms.changes'] as const;

export function OurTermsPage() {
  const { t } = useTranslation('auth');
  const { message } = useNotices();
  const acceptTerms = useAcceptTerms();
  const continueAfterAuth = useContinueAfterAuth();

  const onAccept = () =>
    acceptTerms.mutate(undefined, {
      onSuccess: (response) => {
        void message.success(t('terms.success'));
        continueAfterAuth(response.profile);
      },
    });

  return (
    <AuthLayout title={t('terms.title')} wide>
      <div style={{ maxHeight: '50vh', overflowY: 'auto', marginBottom: 16 }} data-testid="terms-text">
        {paragraphs.map((key) => (
          <Typography.Paragraph key={key}>{t(key)}</Typography.Paragraph>
        ))}
      </div>
      {acceptTerms.isError ? (
        <Alert type="error" showIcon title={t('terms.error')} data-testid="terms-error" style={{ marginBottom: 16 }} />
      ) : null}
      <Flex justify="end">
        <Button type="primary" loading={acceptTerms.isPending} onClick={onAccept} data-testid="accept-terms">
          {t('terms.accept')}
        </Button>
      </Flex>
    </AuthLayout>
  );
}
