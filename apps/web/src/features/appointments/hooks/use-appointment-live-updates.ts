import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  appointmentEventSchema,
  appointmentSocket,
  calendarConstants,
  type AppointmentEvent,
} from '@tabib/contracts/appointments';
import { replayActivity } from '../../../lib/outbox/replay-activity';
import { openSocket, watchConnection, type ConnectionState } from '../../../lib/socket';
import { appointmentCacheOf } from '../actions/appointment-cache';

const liveBatchMs = 100;
const countersEveryMs = 1000;

/**
 * Keeps the cached calendar in step with the server's appointments.status events; tells how the
 * connection is. A clinic account's notices of its other doctors' bookings and cancellations are
 * stored notices, shown on every page (features/notifications, clinic-notices.tsx).
 */
export function useAppointmentLiveUpdates({ userId }: { userId: string }): ConnectionState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>('connecting');

  useEffect(() => {
    const cache = appointmentCacheOf(queryClient);
    const socket = openSocket(appointmentSocket.namespace);
    // A change made between the calendar's read and the room's join (at the page's start, or while
    // the connection was down) comes with no event: once joined, the calendar is read again.
    const join = () => socket.emit(appointmentSocket.join, userId, () => cache.catchUp());
    // Events are applied together, at most every `liveBatchMs`: a burst (a busy clinic) redraws
    // the calendar once, not once per event. The counters are asked for at most every
    // `countersEveryMs`: each read waits behind the burst's writes on the server, and delays them.
    let pending: AppointmentEvent[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let countersTimer: ReturnType<typeof setTimeout> | undefined;
    let countersAskedAt = Number.NEGATIVE_INFINITY;
    const refreshCounters = () => {
      countersTimer ??= setTimeout(
        () => {
          countersTimer = undefined;
          countersAskedAt = Date.now();
          cache.invalidateCounters();
        },
        Math.max(0, countersAskedAt + countersEveryMs - Date.now()),
      );
    };
    const flush = () => {
      // Held while this tab replays the outbox: one redraw after it, not one per batch during it.
      if (replayActivity.active) {
        flushTimer = setTimeout(flush, liveBatchMs);
        return;
      }
      flushTimer = undefined;
      const events = pending;
      pending = [];
      for (const event of events) cache.put(event.appointment);
      refreshCounters();
    };
    const onEvent = (payload: unknown) => {
      const parsed = appointmentEventSchema.safeParse(payload);
      if (!parsed.success) return;
      pending.push(parsed.data);
      flushTimer ??= setTimeout(flush, liveBatchMs);
    };
    socket.on('connect', join);
    socket.on(appointmentSocket.event, onEvent);
    const stopWatching = watchConnection(socket, calendarConstants.socketBannerAfterAttempts, setState);
    return () => {
      stopWatching();
      if (socket.connected) socket.emit(appointmentSocket.leave, userId);
      socket.off('connect', join);
      socket.off(appointmentSocket.event, onEvent);
      socket.close();
      clearTimeout(flushTimer);
      clearTimeout(countersTimer);
    };
  }, [queryClient, userId]);

  return state;
}
