import { useQuery } from '@tanstack/react-query';
import { notificationPaths, unreadNotificationsExistResponseSchema } from '@tabib/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export function getUnreadExist(signal?: AbortSignal) {
  return apiRequest(notificationPaths.unreadExist, { schema: unreadNotificationsExistResponseSchema, signal });
}

/** GET unread-notifications-exist: the bell's mark. */
export function useUnreadNotificationsExist(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unreadExist(),
    queryFn: ({ signal }) => getUnreadExist(signal),
    select: (answer) => answer.unread_exist,
    enabled,
  });
}
