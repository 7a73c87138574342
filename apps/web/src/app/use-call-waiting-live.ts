import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@tabib/contracts/appointments';
import { accountSocket } from '@tabib/contracts/live-events';
import { videoCallWaitingEventSchema, type VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';
import { appointmentCacheOf } from '../features/appointments/actions/appointment-cache';
import { appointmentKeys } from '../features/appointments/api/appointment-keys';
import { getAppointment } from '../features/appointments/api/get-appointment';
import {
  withDueNotices,
  withoutCall,
  withPatient,
  withWaitingCalls,
  withWaitingEvent,
} from '../features/teleconsultation/model/call-waiting-notices';
import { getWaitingCalls } from '../features/teleconsultation/api/get-waiting-calls';
import { callWaitingStore, updateCallWaiting } from '../features/teleconsultation/stores/call-waiting-store';
import { useAccountConnected, useAccountEvent } from '../lib/account-events';

/** How often a waiting patient's appointment is looked at again: the notice shows when its window opens. */
const windowCheckMs = 30_000;

/**
 * Spec 2 section 4 on every signed-in page: `videocall.waiting` sets the cached appointment's
 * `online` flag (the calendar's visio mark), and, for whoever holds the practice's calls, adds or
 * removes the call notice (features/teleconsultation). The event names only the appointment: its
 * patient is read from the calendar's cache, else with the appointment's details call.
 */
export function useCallWaitingLive(answersCalls: boolean): void {
  const queryClient = useQueryClient();

  const markOnline = useCallback(
    (event: VideoCallWaitingEvent) => {
      const waiting = event.patient_is_waiting && !event.done;
      appointmentCacheOf(queryClient).patch(event.id, event.done ? { online: false, done: true } : { online: waiting });
    },
    [queryClient],
  );

  // Events heard, numbered: a list read meanwhile does not undo what they said.
  const heard = useRef({ count: 0, at: new Map<string, number>() });

  useAccountEvent(accountSocket.videocallWaiting, (payload) => {
    const parsed = videoCallWaitingEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    heard.current.at.set(event.id, ++heard.current.count);
    // The waiting set first: the calendar's lists, patched next, are marked again from it.
    updateCallWaiting((state) => {
      const next = withWaitingEvent(state, event);
      return answersCalls ? withDueNotices(next, new Date()) : next;
    });
    markOnline(event);
  });

  // A page opened, or a socket back, while a patient waits: the server's list says who is there now.
  const readWaitingCalls = useCallback(() => {
    const asked = heard.current.count;
    const heardSince = (appointmentId: string) => (heard.current.at.get(appointmentId) ?? 0) > asked;
    getWaitingCalls().then(
      ({ calls }) => {
        const before = Object.keys(callWaitingStore.get().waiting);
        updateCallWaiting((state) => {
          const next = withWaitingCalls(state, calls, heardSince);
          return answersCalls ? withDueNotices(next, new Date()) : next;
        });
        const listed = new Set(calls.map((call) => call.id));
        const cache = appointmentCacheOf(queryClient);
        for (const id of before) if (!listed.has(id) && !heardSince(id)) cache.patch(id, { online: false });
        for (const call of calls) if (!heardSince(call.id)) markOnline(call);
      },
      // Offline or signed out: the events say the rest when the socket is back.
      () => undefined,
    );
  }, [answersCalls, markOnline, queryClient]);
  useEffect(readWaitingCalls, [readWaitingCalls]);
  useAccountConnected(readWaitingCalls);

  // A patient who came early is announced when the start comes within the window.
  useEffect(() => {
    if (!answersCalls) return;
    const timer = setInterval(() => updateCallWaiting((state) => withDueNotices(state, new Date())), windowCheckMs);
    return () => clearInterval(timer);
  }, [answersCalls]);

  // Each new notice's patient, once: the calendar's copy if it holds the appointment, else the server's.
  useEffect(() => {
    const cache = appointmentCacheOf(queryClient);
    const reading = new Set<string>();
    const readPatients = () => {
      for (const notice of callWaitingStore.get().notices) {
        if (notice.patient || reading.has(notice.appointmentId)) continue;
        const { appointmentId } = notice;
        reading.add(appointmentId);
        const cached = cache.find(appointmentId);
        const details = cached
          ? Promise.resolve(cached)
          : queryClient
              .fetchQuery({
                queryKey: appointmentKeys.one(appointmentId),
                queryFn: ({ signal }) => getAppointment(appointmentId, null, signal),
              })
              .then((answer) => answer.appointment);
        details
          .then(
            (appointment) =>
              updateCallWaiting((state) =>
                appointment.patient && appointment.type === 'visio' && appointment.status === 'BOOKED'
                  ? withPatient(state, appointmentId, { id: appointment.patient._id, name: appointment.title })
                  : withoutCall(state, appointmentId),
              ),
            // Not this practice's (or no longer there): nothing to answer.
            () => updateCallWaiting((state) => withoutCall(state, appointmentId)),
          )
          .finally(() => reading.delete(appointmentId));
      }
    };
    readPatients();
    return callWaitingStore.subscribe(readPatients);
  }, [queryClient]);

  // A list read before a patient came may land after their event: the patients still waiting are marked again.
  useEffect(() => {
    const cache = appointmentCacheOf(queryClient);
    return queryClient.getQueryCache().subscribe((change) => {
      if (change.type !== 'updated' || change.action.type !== 'success') return;
      const [scope, kind] = change.query.queryKey;
      const [listScope, listKind] = appointmentKeys.lists();
      if (scope !== listScope || kind !== listKind) return;
      const listed = change.query.state.data as Appointment[] | undefined;
      for (const appointmentId of Object.keys(callWaitingStore.get().waiting)) {
        if (listed?.some((appointment) => appointment._id === appointmentId && !appointment.online))
          cache.patch(appointmentId, { online: true });
      }
    });
  }, [queryClient]);
}
