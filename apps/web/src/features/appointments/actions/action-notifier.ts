import dayjs from 'dayjs';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { TFunction } from 'i18next';
import { createMessageKey, updateMessageKey } from '../model/error-messages';
import type { ActionKind, ActionNotifier } from './appointment-actions';

type Translate = TFunction<['appointments', 'errors']>;

const successKeys = {
  create: 'notices.created',
  update: 'notices.updated',
  cancel: 'notices.canceled',
  skip: 'notices.skipped',
  done: 'notices.done',
  arrived: 'notices.arrived',
} as const satisfies Record<ActionKind, string>;

const statusNameKeys = { cancel: 'statusNames.canceled', skip: 'statusNames.skipped', done: 'statusNames.done' } as const;

/**
 * One notice per appointment and action. Failures are the spec's persistent warnings (duration 0:
 * they stay until closed); successes and the past-time attention close by themselves like every
 * notice (lib/notice-config.ts, docs/decisions.md).
 */
export function actionNotifierOf(notification: NotificationInstance, t: Translate): ActionNotifier {
  const describe = (title: string, start: string) =>
    t('notices.appointmentLine', {
      ns: 'appointments',
      title: title || t('guestPatient', { ns: 'appointments' }),
      date: dayjs(start).format('DD/MM/YYYY HH:mm'),
    });
  const errorText = (kind: ActionKind, code: Parameters<typeof createMessageKey>[0]) => {
    if (kind === 'create') return t(createMessageKey(code), { ns: 'errors' });
    const key = updateMessageKey(code);
    return key === 'unknown' ? t('notices.unknownError', { ns: 'appointments' }) : t(key, { ns: 'errors' });
  };
  return {
    succeeded(kind, appointment) {
      notification.success({
        key: `${kind}:${appointment._id}`,
        title: t(successKeys[kind], { ns: 'appointments' }),
        description: describe(appointment.title, appointment.start),
        props: { 'data-testid': `notice-${kind}-success` } as object,
      });
    },
    failed(kind, code, appointment) {
      const title =
        kind === 'cancel' || kind === 'skip' || kind === 'done'
          ? t('notices.statusFailed', { ns: 'appointments', status: t(statusNameKeys[kind], { ns: 'appointments' }) })
          : t(kind === 'create' ? 'notices.createFailed' : kind === 'update' ? 'notices.updateFailed' : 'notices.arrivedFailed', {
              ns: 'appointments',
            });
      notification.warning({
        key: `${kind}:${appointment._id}`,
        title,
        description: `${errorText(kind, code)} ${describe(appointment.title, appointment.start)}`,
        duration: 0,
        props: { 'data-testid': `notice-${kind}-failed`, 'data-code': code } as object,
      });
    },
    queued(kind, appointment) {
      notification.info({
        key: `${kind}:${appointment._id}`,
        title: t('notices.queued', { ns: 'appointments', action: t(successKeys[kind], { ns: 'appointments' }) }),
        description: describe(appointment.title, appointment.start),
        props: { 'data-testid': `notice-${kind}-queued` } as object,
      });
    },
    bookedInPast(savedAt) {
      notification.info({
        title: t('notices.bookedInPast', { ns: 'appointments', time: dayjs(savedAt).format('DD/MM/YYYY HH:mm') }),
        props: { 'data-testid': 'notice-booked-in-past' } as object,
      });
    },
  };
}
