import type { ClinicNotice, Notification } from '@tabib/contracts/notifications';
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

/** A clinic notice names its doctor (a row of the clinic notice kinds always has one). */
export function presentClinicNotice(row: NotificationRow): ClinicNotice {
  return { ...presentNotification(row), type: row.kind as ClinicNotice['type'], doctorId: row.doctorId ?? '' };
}
