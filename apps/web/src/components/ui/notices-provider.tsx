import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AppProps, ModalFuncProps } from 'antd';
import useMessage from 'antd/es/message/useMessage';
import useNotification from 'antd/es/notification/useNotification';
import type { ConfirmDialogsProps } from './confirm-dialogs';
import { NoticesContext, type Notices } from './notices-context';

// antd's Modal (with its Skeleton and dialog: 12 KB gz) is no part of a page's first load: it is
// fetched once the page is drawn, or on the first confirmation asked before that.
const loadConfirmDialogs = () => import('./confirm-dialogs').then((module) => module.ConfirmDialogs);
const confirmDialogsDelay = 1000;

interface NoticesProviderProps extends Pick<AppProps, 'message' | 'notification'> {
  children: ReactNode;
}

/**
 * What antd's App gave the pages, without its Modal: messages and notifications (their limits as
 * props), and confirmations, whose dialogs render here, under the page's theme, locale and direction.
 */
export function NoticesProvider({ message: messageConfig, notification: notificationConfig, children }: NoticesProviderProps) {
  const [messageApi, messageHolder] = useMessage(messageConfig);
  const [notificationApi, notificationHolder] = useNotification(notificationConfig);
  const [ConfirmDialogs, setConfirmDialogs] = useState<ComponentType<ConfirmDialogsProps> | null>(null);
  const confirmReady = useRef<Notices['confirm'] | null>(null);
  const waiting = useRef<ModalFuncProps[]>([]);

  const mountDialogs = useCallback(
    () =>
      loadConfirmDialogs().then(
        (component) => setConfirmDialogs(() => component),
        () => void waiting.current.splice(0),
      ),
    [],
  );
  useEffect(() => {
    const idle = window.setTimeout(() => void mountDialogs(), confirmDialogsDelay);
    return () => window.clearTimeout(idle);
  }, [mountDialogs]);

  const confirm = useCallback(
    (config: ModalFuncProps) => {
      if (confirmReady.current) return confirmReady.current(config);
      waiting.current.push(config);
      void mountDialogs();
    },
    [mountDialogs],
  );
  const onReady = useCallback((ready: Notices['confirm']) => {
    confirmReady.current = ready;
    for (const config of waiting.current.splice(0)) ready(config);
  }, []);

  const notices = useMemo(
    () => ({ message: messageApi, notification: notificationApi, confirm }),
    [messageApi, notificationApi, confirm],
  );
  return (
    <NoticesContext value={notices}>
      {ConfirmDialogs ? <ConfirmDialogs onReady={onReady} /> : null}
      {messageHolder}
      {notificationHolder}
      {children}
    </NoticesContext>
  );
}
