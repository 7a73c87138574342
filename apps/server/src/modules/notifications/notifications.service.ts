import {
  clinicNoticeKinds,
  clinicNoticesLimit,
  notificationsPageSize,
  type MarkNotificationReadRequest,
  type PaymentDisplayStatus,
} from '@tabib/contracts/notifications';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { NotificationRow } from '../../db/schema/notifications';
import { AppError } from '../../lib/app-error';
import { assertMay, may } from '../practice/practice.policy';
import { publishEvent } from '../../events/event-log';
import type { RenderedNotification } from './notification-kinds';
import { presentClinicNotice, presentNotification } from './notification.presenter';
import { createNotificationsRepository } from './notifications.repository';

/**
 * One notification for one user, written in the caller's transaction (an operator's verdict) and
 * heard live by the user's sockets through its event, as the ones the feed makes.
 */
export async function notifyUser(
  tx: Executor,
  input: {
    recipientUserId: string;
    doctorId: string | null;
    rendered: RenderedNotification;
    displayStatus?: PaymentDisplayStatus;
  },
) {
  const [row] = await createNotificationsRepository(tx).insertOnce([
    {
      recipientUserId: input.recipientUserId,
      doctorId: input.doctorId,
      ...input.rendered,
      picture: null,
      appointmentId: null,
      displayStatus: input.displayStatus ?? null,
      sourceEventId: null,
    },
  ]);
  if (row) await publishEvent(tx, { kind: 'notificationCreated', userId: input.recipientUserId, notificationId: row.id });
}

/**
 * A pending payment notification becomes confirmed when it is read with both flags; any other
 * notification ignores the flags (an older web may send them for every click).
 */
const confirmsPayment = (flags: MarkNotificationReadRequest) =>
  flags?.payment_notification === true && flags.confirm_payment === true;

function displayStatusAfterRead(row: NotificationRow, flags: MarkNotificationReadRequest): PaymentDisplayStatus | undefined {
  return confirmsPayment(flags) && row.category === 'payment' && row.displayStatus === 'pending' ? 'confirmed' : undefined;
}

/**
 * The signed-in user's own notifications (recipient = actor, whatever the request says). The bell
 * is a capability (contracts/capabilities.ts): clinic admins and users have none and are refused;
 * the clinic accounts read their clinic notices instead, and mark those read like the bell does.
 */
export function createNotificationsService({ db }: { db: Executor }) {
  const repository = createNotificationsRepository(db);

  return {
    async list(actor: UserRow, page: number) {
      assertMay(actor, 'notifications.bell');
      const { rows, total } = await repository.page(actor.id, page, notificationsPageSize);
      const totalPages = Math.ceil(total / notificationsPageSize);
      return {
        success: true as const,
        docs: rows.map(presentNotification),
        totalDocs: total,
        nextPage: page < totalPages ? page + 1 : null,
        prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      };
    },

    /** Reading a notification read already answers as the first time (it keeps its first read time). */
    async markAsRead(actor: UserRow, id: string, flags: MarkNotificationReadRequest) {
      if (!may(actor, 'notifications.clinicNotices')) assertMay(actor, 'notifications.bell');
      if (confirmsPayment(flags)) assertMay(actor, 'notifications.confirmPayment');
      const row = await repository.find(actor.id, id);
      if (!row) throw new AppError(404, 'notFound');
      const updated = await repository.markRead(actor.id, id, displayStatusAfterRead(row, flags));
      if (!updated) throw new AppError(404, 'notFound');
      return { success: true as const, notification: presentNotification(updated) };
    },

    /** Spec 1 section 4: the clinic account's unread clinic notices, newest first, up to clinicNoticesLimit. */
    async clinicNotices(actor: UserRow) {
      assertMay(actor, 'notifications.clinicNotices');
      const rows = await repository.unreadOfKinds(actor.id, clinicNoticeKinds, clinicNoticesLimit);
      return { success: true as const, notices: rows.map(presentClinicNotice) };
    },

    async unreadExist(actor: UserRow) {
      assertMay(actor, 'notifications.bell');
      return { success: true as const, unread_exist: await repository.unreadExists(actor.id) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
