import { createContext, useContext } from 'react';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface Notices {
  message: MessageInstance;
  notification: NotificationInstance;
  /** antd's confirmation dialog (Modal.confirm), loaded on first use: `onOk` may return a promise the dialog waits for. */
  confirm(config: ModalFuncProps): void;
}

export const NoticesContext = createContext<Notices | null>(null);

/** The messages, notifications and confirmations of the page, themed like it (notices-provider.tsx). */
export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider above it');
  return notices;
}
