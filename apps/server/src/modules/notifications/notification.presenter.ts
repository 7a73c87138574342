import type { Notification } from '@tabib/contracts/notifications';
import type { NotificationRow } from '../../db/schema/notifications';

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    category: row.category as Notification['category'],
    type: row.kind as Notification['type'],
    unread: row.readAt === null,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    picture: row.picture,
    icon: row.icon,
    appointment: row.appointmentId,
    display_status: row.displayStatus,
  };
}
