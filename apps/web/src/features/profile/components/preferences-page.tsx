import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailNoticesCard } from './email-notices-card';
import { PasswordChangeForm } from './password-change-form';

/** /settings/preferences: e-mail notices and the password change, for every account kind. */
export function PreferencesPage() {
  const { t } = useTranslation('profile');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3}>{t('preferences.title')}</Typography.Title>
      <EmailNoticesCard />
      <Card title={t('preferences.password.title')}>
        <PasswordChangeForm />
      </Card>
    </Flex>
  );
}
