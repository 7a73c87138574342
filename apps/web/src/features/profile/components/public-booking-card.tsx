import { useId } from 'react';
import { Button, Card, Flex, Switch, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { usePublicBookingSetting } from '../api/get-public-booking-setting';
import { useUpdatePublicBookingSetting } from '../api/update-public-booking-setting';

// An address reads left to right in every language.
const addressStyle = { wordBreak: 'break-all', direction: 'ltr', unicodeBidi: 'isolate' } as const;

/** Issue 15: the switch of the practice doctor's booking page, and its address to hand out. */
export function PublicBookingCard({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('profile');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const descriptionId = useId();
  const setting = usePublicBookingSetting();
  const update = useUpdatePublicBookingSetting();
  const url = setting.data?.path ? new URL(setting.data.path, window.location.origin).href : null;

  const toggle = (enabled: boolean) =>
    update.mutate(enabled, {
      onSuccess: () => void message.success(t('preferences.publicBooking.saved')),
      onError: (error) => void message.error(errorMessage(error)),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('preferences.publicBooking.copied'));
    } catch {
      void message.error(t('preferences.publicBooking.copyFailed'));
    }
  };

  return (
    <Card title={t('preferences.publicBooking.title')} loading={setting.isPending} data-testid="public-booking-card">
      {setting.isError ? <Typography.Text type="danger">{errorMessage(setting.error)}</Typography.Text> : null}
      <Flex vertical gap={16}>
        <Flex gap={12} align="center">
          <Switch
            checked={setting.data?.enabled ?? false}
            disabled={readOnly || !setting.data || update.isPending}
            loading={update.isPending}
            onChange={toggle}
            aria-label={t('preferences.publicBooking.label')}
            aria-describedby={descriptionId}
            data-testid="public-booking-switch"
          />
          <Flex vertical>
            <Typography.Text strong>{t('preferences.publicBooking.label')}</Typography.Text>
            <Typography.Text type="secondary" id={descriptionId}>
              {t('preferences.publicBooking.description')}
            </Typography.Text>
          </Flex>
        </Flex>
        {readOnly ? <Typography.Text type="secondary">{t('preferences.readOnly')}</Typography.Text> : null}
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('preferences.publicBooking.address')}</Typography.Text>
          {url ? (
            <Flex wrap gap={8} align="center">
              {setting.data?.enabled ? (
                <Typography.Link href={url} target="_blank" rel="noopener" style={addressStyle} data-testid="public-booking-link">
                  {url}
                </Typography.Link>
              ) : (
                <Typography.Text type="secondary" style={addressStyle} data-testid="public-booking-link">
                  {url}
                </Typography.Text>
              )}
              <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="public-booking-copy">
                {t('preferences.publicBooking.copy')}
              </Button>
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('preferences.publicBooking.noAddress')}</Typography.Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
