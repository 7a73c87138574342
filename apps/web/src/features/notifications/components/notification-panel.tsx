import { useCallback } from 'react';
import { Alert, Button, Empty, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotifications, type ShownNotification } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { appointmentOf, markReadFlagsOf } from '../model/notification-click';
import { NotificationItem } from './notification-item';

/** Calls `onSight` each time the returned element is mounted in view (the list's end: load older ones). */
function useOnSight(onSight: () => void) {
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSight();
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [onSight],
  );
}

/**
 * The bell's list, loaded when the bell first opens (it kept antd's Alert, Spin and Avatar off
 * every signed-in page, issue 13): older notifications load as it scrolls or with its button;
 * a click marks one read and, for an appointment's, asks for its details.
 */
export function NotificationPanel({ onOpenAppointment }: { onOpenAppointment: (appointmentId: string) => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const { token } = theme.useToken();
  const list = useNotifications(true);
  const markRead = useMarkNotificationRead();

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const sentinel = useOnSight(loadOlder);

  const notifications = list.data?.pages.flatMap((page) => page.docs) ?? [];
  const onOpen = (notification: ShownNotification) => {
    if (notification.unread) markRead.mutate({ id: notification._id, flags: markReadFlagsOf(notification) });
    const appointmentId = appointmentOf(notification);
    if (appointmentId) onOpenAppointment(appointmentId);
  };

  return list.isError ? (
    <Alert
      type="error"
      title={t('loadFailed')}
      data-testid="notifications-load-failed"
      action={
        <Button size="small" onClick={() => void list.refetch()}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  ) : list.isPending ? (
    <Spin />
  ) : notifications.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
  ) : (
    <>
      <ul aria-label={t('listLabel')} data-testid="notification-list" style={{ margin: 0, padding: 0 }}>
        {notifications.map((notification) => (
          <NotificationItem key={notification._id} notification={notification} onOpen={() => onOpen(notification)} />
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={sentinel} style={{ display: 'flex', justifyContent: 'center', paddingBlockStart: token.paddingXS }}>
          <Button
            size="small"
            type="link"
            loading={isFetchingNextPage}
            onClick={loadOlder}
            data-testid="notifications-load-older"
          >
            {t('loadOlder')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
