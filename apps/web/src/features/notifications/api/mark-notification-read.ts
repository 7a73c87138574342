import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  markNotificationReadResponseSchema,
  notificationPaths,
  type MarkNotificationReadRequest,
  type NotificationsPage,
} from '@tabib/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export interface MarkReadInput {
  id: string;
  flags: NonNullable<MarkNotificationReadRequest>;
}

export function markNotificationRead({ id, flags }: MarkReadInput) {
  return apiRequest(notificationPaths.markAsRead.replace(':id', encodeURIComponent(id)), {
    method: 'PUT',
    body: flags,
    schema: markNotificationReadResponseSchema,
  });
}

type ListData = InfiniteData<Pick<NotificationsPage, 'docs'>>;

/** PUT {id}/mark-as-read: the item looks read at once; the list and the bell's mark follow the server's answer. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: ({ id }) => {
      queryClient.setQueryData<ListData>(notificationKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                docs: page.docs.map((doc) => (doc._id === id ? { ...doc, unread: false } : doc)),
              })),
            }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
