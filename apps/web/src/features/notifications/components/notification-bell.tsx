import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScreenMatches } from '../../../lib/screen-size';
import { Slot } from '../../../lib/slots';
import { useUnreadNotificationsExist } from '../api/get-unread-exist';
import { useNotificationLiveUpdates } from '../hooks/use-notification-live-updates';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

const panelInlineSize = 'min(360px, calc(100vw - 24px))';

/**
 * The header bell (spec 2 section 2.12): a mark while something is unread, and a list that loads
 * older notifications as it scrolls (or with its button). A click marks the notification read
 * and, for an appointment's, asks the app to open its details. A disclosure of plain elements
 * (Escape or a click outside closes it): antd's Dropdown brought rc-menu to every signed-in page
 * (issue 13). Clinic admins and users have no bell (the header does not draw it).
 */
export function NotificationBell({ userId, disabled = false }: { userId: string; disabled?: boolean }) {
  const { t } = useTranslation(['notifications', 'common']);
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [openedAppointment, setOpenedAppointment] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const narrow = useScreenMatches('narrow');
  const panelTop = open && root.current ? root.current.getBoundingClientRect().bottom + 4 : 0;
  const unread = useUnreadNotificationsExist(!disabled);
  useNotificationLiveUpdates(userId, !disabled);

  // Pages 1-3 once the signed-in shell shows (and at each start), off the first page's path: the
  // offline copy keeps them.
  useEffect(() => {
    if (disabled) return;
    const idle = window.setTimeout(() => {
      void import('../api/get-notifications').then((m) => m.prefetchNotifications(queryClient));
    }, 1000);
    return () => window.clearTimeout(idle);
  }, [queryClient, disabled]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} style={{ position: 'relative' }}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined aria-hidden />}
        aria-label={unread.data ? `${t('bell')} (${t('unreadMark')})` : t('bell')}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        data-unread={String(unread.data === true)}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      />
      {unread.data === true && !disabled ? (
        <span
          aria-hidden
          data-testid="notification-unread-dot"
          style={{
            position: 'absolute',
            insetBlockStart: 4,
            insetInlineEnd: 4,
            inlineSize: 8,
            blockSize: 8,
            borderRadius: '50%',
            background: token.colorError,
            boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
            pointerEvents: 'none',
          }}
        />
      ) : null}
      <div
        id={panelId}
        hidden={!open || disabled}
        data-testid="notification-panel"
        style={{
          // On a phone the bell is not at the screen's edge: the panel keeps to the screen instead.
          ...(narrow
            ? { position: 'fixed', insetInline: 12, insetBlockStart: panelTop }
            : { position: 'absolute', insetInlineEnd: 0, insetBlockStart: 'calc(100% + 4px)' }),
          zIndex: token.zIndexPopupBase + 50,
          inlineSize: narrow ? 'auto' : panelInlineSize,
          maxBlockSize: 'min(480px, 70vh)',
          overflowY: 'auto',
          padding: token.paddingSM,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgElevated,
          boxShadow: token.boxShadowSecondary,
        }}
      >
        {open ? (
          <Suspense fallback={null}>
            <NotificationPanel
              onOpenAppointment={(appointmentId) => {
                setOpen(false);
                setOpenedAppointment(appointmentId);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {openedAppointment ? (
        <Slot
          name="notifications.appointmentDetails"
          props={{ appointmentId: openedAppointment, onClose: () => setOpenedAppointment(null) }}
        />
      ) : null}
    </div>
  );
}
