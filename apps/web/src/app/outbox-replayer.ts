import type { QueryClient } from '@tanstack/react-query';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import type { ApiErrorCode } from '../lib/api-error';
import { i18n } from '../lib/i18n';
import { appointmentKeys } from '../features/appointments/api/appointment-keys';
import { commitRollbackAction } from '../features/appointments/api/commit-rollback-action';
import { failedActionKeys } from '../features/appointments/api/failed-action-keys';
import { appOutbox } from '../lib/outbox/app-outbox';
import type { OutboxEntry } from '../lib/outbox/outbox-entry';
import { replayOutbox, type ReplayReport } from '../lib/outbox/outbox-replay';
import { replayActivity } from '../lib/outbox/replay-activity';
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
  /** false: the account has no failed-actions drawer (clinic users); the clinic admin reads them. */
  failedActionsShown: boolean;
}

function tell({ notification, t, failedActionsShown }: ReplayContext, report: ReplayReport) {
  if (report.refused > 0)
    notification.warning({
      key: 'outbox-refused',
      title: t(failedActionsShown ? 'replay.refused' : 'replay.refusedForAdmin', { count: report.refused }),
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

function tellRefusedApart({ notification, t }: ReplayContext, entry: OutboxEntry, code: ApiErrorCode) {
  const reasonKey = `errors:${code}`;
  notification.warning({
    key: `outbox-refused-${entry.id}`,
    title: t('replay.patientRefused', {
      name: entry.title ?? '',
      reason: i18n.exists(reasonKey) ? i18n.t(reasonKey as never) : code,
    }),
    duration: 0,
    props: { 'data-testid': 'notice-outbox-refused-apart', 'data-code': code } as object,
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
    let toldApart = 0;
    const report = await replayActivity.during(async () =>
      replayOutbox({
        store: await appOutbox.store(),
        send: sendEntry,
        accountId: appOutbox.accountId(),
        onSaved: () => undefined,
        onRefused: async (entry, code) => {
          // A write the drawer does not list (a patient's): told apart, naming it (spec 2 section 4).
          if (!entry.failure) {
            toldApart += 1;
            return tellRefusedApart(context, entry, code);
          }
          // Saved on the server, where the drawer reads it; the replay awaits it, so the drawer is refreshed after.
          await commitRollbackAction({ ...entry, failure: entry.failure }, code).catch((error: unknown) =>
            console.warn('failed action not saved', error),
          );
        },
        onForeignDropped: (count) =>
          notification.warning({
            key: 'outbox-foreign',
            title: t('replay.foreignDropped', { count }),
            duration: 0,
            props: { 'data-testid': 'notice-outbox-foreign' } as object,
          }),
      }),
    );
    if (report.saved + report.refused > 0 && report.pending === 0)
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    // The drawer reads the failed actions from the server, which holds the ones just refused.
    if (report.refused > 0) await queryClient.invalidateQueries({ queryKey: failedActionKeys.all });
    // The patients lists show the queued writes from the outbox until they are saved or refused.
    if (report.saved + report.refused > 0) await queryClient.invalidateQueries({ queryKey: ['patients'] });
    tell(context, { ...report, refused: report.refused - toldApart });
    return report;
  });
}
