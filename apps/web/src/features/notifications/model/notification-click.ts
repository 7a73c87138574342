import type { AppointmentStatus } from '@tabib/contracts/appointments';
import type { MarkNotificationReadRequest, Notification } from '@tabib/contracts/notifications';

type Clicked = Pick<Notification, 'category' | 'appointment' | 'display_status'>;

/**
 * What a click sends with mark-as-read: payment notifications say so, and confirm the payment
 * while it waits for it (spec 2 section 4); the others send no flag.
 */
export function markReadFlagsOf(notification: Clicked): NonNullable<MarkNotificationReadRequest> {
  if (notification.category !== 'payment') return {};
  return { payment_notification: true, confirm_payment: notification.display_status === 'pending' };
}

/** The appointment a click may open: an appointment notification's (its status decides, below). */
export function appointmentOf(notification: Clicked): string | null {
  return notification.category === 'appointment' ? notification.appointment : null;
}

const openedStatuses: readonly AppointmentStatus[] = ['BOOKED', 'DONE'];

/** Spec 2 section 2.12: the details modal opens for a BOOKED or DONE appointment only. */
export const opensAppointmentDetails = (status: AppointmentStatus) => openedStatuses.includes(status);
