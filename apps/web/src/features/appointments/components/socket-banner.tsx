import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown after 2 failed reconnections of the live connection; hidden once it is back. */
export function SocketBanner() {
  const { t } = useTranslation('appointments');
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="socket-banner"
      title={t('live.disconnected')}
      action={
        <Button size="small" onClick={() => window.location.reload()} data-testid="socket-banner-refresh">
          {t('live.refresh')}
        </Button>
      }
    />
  );
}
