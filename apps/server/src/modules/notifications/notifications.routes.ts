import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicNoticesLimit,
  clinicNoticesResponseSchema,
  listNotificationsQuerySchema,
  markNotificationReadResponseSchema,
  markNotificationReadSchema,
  notificationParamsSchema,
  notificationPaths,
  notificationsPageSchema,
  notificationsPageSize,
  unreadNotificationsExistResponseSchema,
} from '@tabib/contracts/notifications';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Spec 2 section 7: the bell's calls, on the signed-in user's own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;
  tagRoutes(app, 'notifications');

  app.get(
    notificationPaths.list,
    {
      schema: {
        description: `The signed-in user's notifications, newest first, ${notificationsPageSize} a page from page 1. Clinic admins and users have no bell and are refused.`,
        operationId: 'listNotifications',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request) => notifications.list(actorOf(request).user, request.query.page),
  );

  app.put(
    notificationPaths.markAsRead,
    {
      schema: {
        description:
          "Marks one of the signed-in user's notifications read (again: no error): the bell's, or a clinic account's clinic notice. A pending payment notification read with `payment_notification` and `confirm_payment` becomes confirmed; other notifications ignore the flags. Both flags true from an account that never gets payment notifications to confirm (anyone but a doctor: `notifications.confirmPayment` in the capability table) answer 403 DoctorNotAuthorizedAction. Another user's notification answers notFound.",
        operationId: 'markNotificationRead',
        errors: ['DoctorNotAuthorizedAction', 'notFound'],
        params: notificationParamsSchema,
        body: markNotificationReadSchema,
        response: { 200: markNotificationReadResponseSchema },
      },
    },
    async (request) => notifications.markAsRead(actorOf(request).user, request.params.id, request.body),
  );

  app.get(
    notificationPaths.clinicNotices,
    {
      schema: {
        description: `Clinic accounts (admin, member, unit): their unread notices of bookings and cancellations on the clinic's doctors, made by someone else, newest first, at most ${clinicNoticesLimit}. Each stays unread until marked read (mark-as-read). Other accounts are refused.`,
        operationId: 'listClinicNotices',
        errors: ['DoctorNotAuthorizedAction'],
        response: { 200: clinicNoticesResponseSchema },
      },
    },
    async (request) => notifications.clinicNotices(actorOf(request).user),
  );

  app.get(
    notificationPaths.unreadExist,
    {
      schema: {
        description: "Whether the signed-in user has an unread notification (the bell's mark).",
        operationId: 'unreadNotificationsExist',
        errors: ['DoctorNotAuthorizedAction'],
        response: { 200: unreadNotificationsExistResponseSchema },
      },
    },
    async (request) => notifications.unreadExist(actorOf(request).user),
  );
};
