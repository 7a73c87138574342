import { z } from 'zod';
import { localizedTextSchema } from './consultation-reasons';
import { idSchema } from './ids';

/**
 * The header bell's notifications (spec 2 sections 2.12, 3, 4 and 7): stored per recipient user,
 * their title and message rendered in every language when they are made (the web shows the
 * interface's language; a language switch needs no new fetch).
 */
export const notificationCategories = ['appointment', 'payment', 'other'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/**
 * Spec 1 section 4, "for clinic users, bookings and cancellations of other doctors appear as
 * persistent info or warning notices": stored for each account of the doctor's clinic that acts
 * for its doctors (admin, member, unit) but the one who made the change; unread until closed.
 */
export const clinicNoticeKinds = ['clinic_doctor_booked', 'clinic_doctor_canceled'] as const;
export type ClinicNoticeKind = (typeof clinicNoticeKinds)[number];

/** The kinds the server makes today; later issues add teleconsultation and subscription kinds. */
export const notificationKinds = [
  'patient_booked',
  'patient_cancel_appointment_at_doctor_calendar',
  'doctor_cancel_appointment_for_patient',
  'consultation_reason_verdict',
  'edit_request_verdict',
  'payment',
  'subscription_payment_verdict',
  ...clinicNoticeKinds,
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * A payment notification's state: `pending` waits for the user to acknowledge it (mark-as-read
 * with `confirm_payment`), which makes it `confirmed`.
 */
export const paymentDisplayStatuses = ['pending', 'confirmed'] as const;
export type PaymentDisplayStatus = (typeof paymentDisplayStatuses)[number];

/** Notification pages start at 1 (spec 2 section 9), newest first. */
export const notificationsPageSize = 10;
/** Pages 1 to 3 are fetched at sign-in and kept by the offline copy (spec 1 section 7). */
export const prefetchedNotificationPages = 3;

export const notificationPaths = {
  list: '/doctors/notifications/get-all-notifications-paginated',
  markAsRead: '/doctors/notifications/:id/mark-as-read',
  unreadExist: '/doctors/notifications/unread-notifications-exist',
  clinicNotices: '/doctors/notifications/clinic-notices',
} as const;

/** The notifications channel: a socket joins the room of its user id and hears `pro.notifications`. */
export const notificationSocket = {
  namespace: '/workers/notifications',
  event: 'pro.notifications',
  join: 'room.join',
  leave: 'room.leave',
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  category: z.enum(notificationCategories),
  type: z.enum(notificationKinds),
  unread: z.boolean(),
  title: localizedTextSchema,
  message: localizedTextSchema,
  createdAt: z.string(),
  /** A picture URL (the patient's); null: the web shows the icon. */
  picture: z.string().nullable(),
  /** The web's icon name for the kind (notification-kinds.ts on the server). */
  icon: z.string().nullable(),
  /** The appointment it is about (the bell opens its details when BOOKED or DONE). */
  appointment: z.string().nullable(),
  /** Payment notifications only (paymentDisplayStatuses); null for the others. */
  display_status: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET get-all-notifications-paginated?page=N */
export const listNotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  success: z.literal(true),
  docs: z.array(notificationSchema),
  totalDocs: z.number().int(),
  nextPage: z.number().int().nullable(),
  prevPage: z.number().int().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationParamsSchema = z.object({ id: idSchema });

/** PUT {id}/mark-as-read: the flags matter for payment notifications only (the others ignore them); no body is no flag. */
export const markNotificationReadSchema = z
  .object({
    payment_notification: z.boolean().optional(),
    confirm_payment: z.boolean().optional(),
  })
  .nullish();
export type MarkNotificationReadRequest = z.input<typeof markNotificationReadSchema>;

export const markNotificationReadResponseSchema = z.object({
  success: z.literal(true),
  notification: notificationSchema,
});

export const unreadNotificationsExistResponseSchema = z.object({
  success: z.literal(true),
  unread_exist: z.boolean(),
});

/** The clinic notices a clinic account is shown at most, newest first; older unread ones wait for these to be read. */
export const clinicNoticesLimit = 20;

/** A clinic notice names the doctor it is about: the calendar's own doctor needs no notice. */
export const clinicNoticeSchema = notificationSchema.extend({
  type: z.enum(clinicNoticeKinds),
  doctorId: z.string(),
});
export type ClinicNotice = z.infer<typeof clinicNoticeSchema>;

/** GET clinic-notices: the signed-in clinic account's unread clinic notices. */
export const clinicNoticesResponseSchema = z.object({
  success: z.literal(true),
  notices: z.array(clinicNoticeSchema),
});
export type ClinicNoticesResponse = z.infer<typeof clinicNoticesResponseSchema>;
