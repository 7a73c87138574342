import type { QueryClient } from '@tanstack/react-query';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { appointmentKeys } from '../features/appointments/api/appointment-keys';
import { commitRollbackAction } from '../features/appointments/api/commit-rollback-action';
import { addFailedAction } from '../features/appointments/stores/failed-actions-store';
import { appOutbox } from '../lib/outbox/app-outbox';
import type { OutboxEntry } from '../lib/outbox/outbox-entry';
import { replayOutbox, type ReplayReport } from '../lib/outbox/outbox-replay';
import { asOnlyReplayer } from '../lib/outbox/replay-lock';

const sendEntry = (entry: OutboxEntry) =>
  apiRequest(entry.request.path, {
    method: entry.request.method,
    body: entry.request.body,
    query: entry.request.query,
    schema: z.unknown(),
    idempotencyKey: entry.id,
  });

interface ReplayContext {
  queryClient: QueryClient;
  notification: NotificationInstance;
  t: TFunction<'offline'>;
}

function tell({ notification, t }: ReplayContext, report: ReplayReport) {
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
}

/**
 * One replay of this device's outbox, in the tab that holds the replay lock (the others return
 * at once): refused actions go to the failed-actions drawer and the server, the calendar reloads
 * once the outbox is empty, and the user is told. Loaded with the first replay.
 */
export function replayDeviceOutbox(context: ReplayContext) {
  const { queryClient, notification, t } = context;
  return asOnlyReplayer(async () => {
    const report = await replayOutbox({
      store: await appOutbox.store(),
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
    tell(context, report);
    return report;
  });
}
