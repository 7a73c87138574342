import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationSocket } from '@tabib/contracts/notifications';
import { openSocket } from '../../../lib/socket';
import { notificationKeys } from '../api/notification-keys';
import { playNotificationSound } from '../model/notification-sound';

/**
 * The notifications channel (spec 2 section 7): the socket joins the user's room (again after each
 * reconnection, then the lists are read again) and leaves it on exit; each pro.notifications rings
 * and refetches the lists.
 */
export function useNotificationLiveUpdates(userId: string, enabled: boolean, ring: () => void = playNotificationSound) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const socket = openSocket(notificationSocket.namespace);
    // Once joined (at the start, or after a lost connection), the lists are read again: a
    // notification sent before the join came with no event.
    const join = () =>
      socket.emit(notificationSocket.join, userId, () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
    const onNotification = () => {
      ring();
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    };
    socket.on('connect', join);
    socket.on(notificationSocket.event, onNotification);
    return () => {
      if (socket.connected) socket.emit(notificationSocket.leave, userId);
      socket.off('connect', join);
      socket.off(notificationSocket.event, onNotification);
      socket.close();
    };
  }, [queryClient, userId, enabled, ring]);
}
