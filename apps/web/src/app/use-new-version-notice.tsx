import { useEffect } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../lib/service-worker';

const noticeKey = 'new-version';

/** A new version of the app is installed: a notice offers to activate it (spec 1 section 4). */
export function useNewVersionNotice() {
  const { notification } = App.useApp();
  const { t } = useTranslation('offline');
  const { waiting, activate } = useWaitingUpdate();

  useEffect(() => {
    if (!waiting) return;
    notification.info({
      key: noticeKey,
      title: t('newVersion.title'),
      duration: 0,
      actions: (
        <Button
          type="primary"
          size="small"
          data-testid="new-version-activate"
          onClick={() => {
            notification.destroy(noticeKey);
            activate();
          }}
        >
          {t('newVersion.activate')}
        </Button>
      ),
      props: { 'data-testid': 'notice-new-version' } as object,
    });
  }, [waiting, activate, notification, t]);
}
