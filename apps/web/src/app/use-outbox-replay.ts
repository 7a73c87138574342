import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { appointmentKeys } from '../features/appointments/api/appointment-keys';
import { commitRollbackAction } from '../features/appointments/api/commit-rollback-action';
import { addFailedAction } from '../features/appointments/stores/failed-actions-store';
import { appOutbox } from '../lib/outbox/app-outbox';
import type { OutboxEntry } from '../lib/outbox/outbox-entry';
import { replayOutbox, type ReplayReport } from '../lib/outbox/outbox-replay';
import { asOnlyReplayer } from '../lib/outbox/replay-lock';

/** While entries wait and the network is up, the replay is tried again this often. */
const retryEveryMs = 15_000;

const sendEntry = (entry: OutboxEntry) =>
  apiRequest(entry.request.path, {
    method: entry.request.method,
    body: entry.request.body,
    query: entry.request.query,
    schema: z.unknown(),
    idempotencyKey: entry.id,
  });

/**
 * Sends what was queued offline when the network is back, at start, after each queued action
 * made online (behind others) and every 15 s while some wait: in one tab at a time. Refused
 * actions go to the failed-actions drawer; the calendar reloads once the outbox is empty.
 */
export function useOutboxReplay() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation('offline');

  useEffect(() => {
    let running: Promise<unknown> | undefined;
    const tell = (report: ReplayReport) => {
      if (report.refused > 0)
        notification.warning({
          key: 'outbox-refused',
          title: t('replay.refused', { count: report.refused }),
          duration: 0,
          props: { 'data-testid': 'notice-outbox-refused' } as object,
        });
      else if (report.saved > 0 && report.pending === 0)
        notification.success({
          key: 'outbox-saved',
          title: t('replay.saved', { count: report.saved }),
          props: { 'data-testid': 'notice-outbox-saved' } as object,
        });
    };
    const replay = () => {
      if (!navigator.onLine || running) return;
      running = asOnlyReplayer(async () => {
        const store = await appOutbox.store();
        const report = await replayOutbox({
          store,
          send: sendEntry,
          accountId: appOutbox.accountId(),
          onSaved: () => undefined,
          onRefused: async (entry, code) => {
            addFailedAction({
              id: entry.id,
              type: entry.failure.type,
              code,
              at: new Date().toISOString(),
              appointment: { title: entry.failure.corePayload.patientTitle ?? '', start: entry.failure.corePayload.start },
            });
            // Kept on the server too, for the practice's other devices; the drawer here has it already.
            await commitRollbackAction(entry, code).catch((error: unknown) => console.warn('failed action not saved', error));
          },
          onForeignDropped: (count) =>
            notification.warning({
              key: 'outbox-foreign',
              title: t('replay.foreignDropped', { count }),
              duration: 0,
              props: { 'data-testid': 'notice-outbox-foreign' } as object,
            }),
        });
        if (report.saved + report.refused > 0 && report.pending === 0)
          await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
        tell(report);
        return report;
      })
        .catch((error: unknown) => console.error('outbox replay failed', error))
        .finally(() => (running = undefined));
    };
    replay();
    window.addEventListener('online', replay);
    const stopListening = appOutbox.onQueued(replay);
    const retry = setInterval(replay, retryEveryMs);
    return () => {
      window.removeEventListener('online', replay);
      stopListening();
      clearInterval(retry);
    };
  }, [notification, queryClient, t]);
}
