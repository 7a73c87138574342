import { useEffect } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../components/ui/notices-context';
import { registerServiceWorker, useWaitingUpdate } from '../lib/service-worker';

/** The service worker's first install downloads the whole app: not while the first page loads. */
const registerAfterMs = 3000;

const noticeKey = 'new-version';

/**
 * Once signed in, the service worker keeps the app for the offline mode; a new version of the app
 * installed meanwhile is offered by a notice (spec 1 section 4).
 */
export function useServiceWorker() {
  const { notification } = useNotices();
  const { t } = useTranslation('offline');
  const { waiting, activate } = useWaitingUpdate();

  useEffect(() => {
    const timer = setTimeout(() => void registerServiceWorker(), registerAfterMs);
    return () => clearTimeout(timer);
  }, []);

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
