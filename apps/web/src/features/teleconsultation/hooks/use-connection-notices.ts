import { createElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/ui/notices-context';
import { connectionNotice, type CallConnection } from '../model/call-connection';

// Spec 2 sections 8 and 9: 'Bad connection, we are trying to join you' and the reconnect notice, 5 s each.
const noticeSeconds = 5;

/** The passing notices of the connection breaking and coming back. */
export function useConnectionNotices(connection: CallConnection): void {
  const { t } = useTranslation('teleconsultation');
  const { message } = useNotices();
  const previous = useRef(connection);
  useEffect(() => {
    const notice = connectionNotice(previous.current, connection);
    previous.current = connection;
    if (!notice) return;
    const content = createElement('span', { 'data-testid': `call-notice-${notice}` }, t(`videoCall.notices.${notice}`));
    // One key: the return replaces the warning still shown.
    const key = 'call-connection';
    if (notice === 'badConnection') void message.warning({ content, key, duration: noticeSeconds });
    else void message.success({ content, key, duration: noticeSeconds });
  }, [connection, message, t]);
}
