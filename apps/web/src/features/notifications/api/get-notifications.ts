import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  notificationPaths,
  notificationSchema,
  notificationsPageSchema,
  prefetchedNotificationPages,
} from '@tabib/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** A kind a newer server makes and this client does not know is still shown (its texts come with it). */
const shownNotificationSchema = notificationSchema.extend({ type: z.string() });
const shownPageSchema = notificationsPageSchema.extend({ docs: z.array(shownNotificationSchema) });
export type ShownNotification = z.infer<typeof shownNotificationSchema>;

export function getNotificationsPage(page: number, signal?: AbortSignal) {
  return apiRequest(notificationPaths.list, { schema: shownPageSchema, query: { page: String(page) }, signal });
}

/** GET get-all-notifications-paginated, a page (contracts' notificationsPageSize) at a time from page 1, newest first. */
export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ pageParam, signal }) => getNotificationsPage(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => last.nextPage ?? undefined,
});

export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...notificationsQueryOptions, enabled });
}

/** Pages 1 to 3, fetched at sign-in so that the offline copy holds them (spec 1 section 7). */
export function prefetchNotifications(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery({ ...notificationsQueryOptions, pages: prefetchedNotificationPages });
}
