import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailNoticeKeys, type EmailNoticeKey } from '@tabib/contracts/preferences';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useEmailNotices } from '../api/get-preferences';
import { useUpdateEmailNotices } from '../api/update-email-notices';

/** One switch per e-mail notice; a change is saved at once. */
export function EmailNoticesCard() {
  const { t } = useTranslation('profile');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const notices = useEmailNotices();
  const update = useUpdateEmailNotices();

  const toggle = (key: EmailNoticeKey, on: boolean) =>
    update.mutate(
      { [key]: on },
      {
        onSuccess: () => void message.success(t('preferences.notices.saved')),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );

  return (
    <Card title={t('preferences.notices.title')} loading={notices.isPending}>
      {notices.isError ? <Typography.Text type="danger">{errorMessage(notices.error)}</Typography.Text> : null}
      <Flex vertical gap={16}>
        {emailNoticeKeys.map((key) => (
          <Flex key={key} gap={12} align="center">
            <Switch
              checked={notices.data?.[key] ?? false}
              disabled={!notices.data || update.isPending}
              onChange={(on) => toggle(key, on)}
              aria-label={t(`preferences.notices.${key}.label`)}
              data-testid={`notice-${key}`}
            />
            <Flex vertical>
              <Typography.Text strong>{t(`preferences.notices.${key}.label`)}</Typography.Text>
              <Typography.Text type="secondary">{t(`preferences.notices.${key}.description`)}</Typography.Text>
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
