import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../components/ui/notices-context';

/** The online notice's duration (spec 1 section 4), in seconds. */
const onlineNoticeSeconds = 5;
const noticeKey = 'connectivity';

/** A notice at each change of the connection: offline stays until closed, back online 5 s (spec 1 section 4). */
export function useConnectivityNotices() {
  const { notification } = useNotices();
  const { t } = useTranslation('offline');

  useEffect(() => {
    const offline = () =>
      notification.warning({
        key: noticeKey,
        title: t('title'),
        duration: 0,
        props: { 'data-testid': 'notice-offline' } as object,
      });
    const online = () =>
      notification.success({
        key: noticeKey,
        title: t('online'),
        duration: onlineNoticeSeconds,
        props: { 'data-testid': 'notice-online' } as object,
      });
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [notification, t]);
}
