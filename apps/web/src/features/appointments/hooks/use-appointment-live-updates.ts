import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  appointmentEventSchema,
  appointmentSocket,
  calendarConstants,
  type AppointmentEvent,
} from '@tabib/contracts/appointments';
import { replayActivity } from '../../../lib/outbox/replay-activity';
import { openSocket, watchConnection, type ConnectionState } from '../../../lib/socket';
import { appointmentCacheOf } from '../actions/appointment-cache';
import { clinicNoticeOf } from '../model/live-events';

const liveBatchMs = 100;
const countersEveryMs = 1000;

interface LiveUpdatesOptions {
  userId: string;
  clinicMode: boolean;
  selectedDoctorId: string | null;
  doctorName: (doctorId: string) => string;
}

/** Keeps the cached calendar in step with the server's appointments.status events; tells how the connection is. */
export function useAppointmentLiveUpdates(options: LiveUpdatesOptions): ConnectionState {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation('appointments');
  const [state, setState] = useState<ConnectionState>('connecting');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { userId } = options;
  useEffect(() => {
    const cache = appointmentCacheOf(queryClient);
    const socket = openSocket(appointmentSocket.namespace);
    const join = () => socket.emit(appointmentSocket.join, userId);
    const notifyClinic = (event: AppointmentEvent) => {
      const { clinicMode, selectedDoctorId, doctorName } = latest.current;
      const notice = clinicNoticeOf(event, { clinicMode, selectedDoctorId, userId });
      if (!notice) return;
      const values = {
        doctor: doctorName(event.doctorId),
        title: event.appointment.title || t('guestPatient'),
        date: dayjs(event.appointment.start).format('DD/MM/YYYY HH:mm'),
      };
      const args = {
        title: t(`live.${notice}`, values),
        duration: 0,
        props: { 'data-testid': `live-notice-${notice}` } as object,
      };
      if (notice === 'booked') notification.info(args);
      else notification.warning(args);
    };
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
      for (const event of events) notifyClinic(event);
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
  }, [queryClient, notification, t, userId]);

  return state;
}
