import type { QueryClient } from '@tanstack/react-query';
import type { Appointment } from '@tabib/contracts/appointments';
import { appointmentKeys, type AppointmentListParams } from '../api/appointment-keys';
import { applyToList, patchAppointment, removeAppointment } from '../model/appointment-list';

type OneAppointment = { success: true; appointment: Appointment; allowed_call: boolean };

/** The cached calendar lists and appointment details, seen as one set of appointments. */
export interface AppointmentCache {
  /** Puts this state of the appointment into every list whose filters take it, and drops it from the others. */
  put(appointment: Appointment): void;
  remove(id: string): void;
  patch(id: string, patch: Partial<Appointment>): void;
  find(id: string): Appointment | undefined;
  /** The header counter is out of date after a change. */
  invalidateCounters(): void;
  /** Changes made before the live room was joined were not heard: the calendar's reads are made again. */
  catchUp(): void;
}

function listEntries(queryClient: QueryClient) {
  return queryClient.getQueriesData<Appointment[]>({ queryKey: appointmentKeys.lists() }).flatMap(([queryKey, data]) => {
    const params = queryKey[2] as AppointmentListParams | undefined;
    return params && data ? [{ queryKey, params, data }] : [];
  });
}

export function appointmentCacheOf(queryClient: QueryClient): AppointmentCache {
  const setOne = (id: string, update: (appointment: Appointment) => Appointment) =>
    queryClient.setQueryData<OneAppointment>(appointmentKeys.one(id), (old) =>
      old ? { ...old, appointment: update(old.appointment) } : old,
    );
  return {
    put(appointment) {
      for (const entry of listEntries(queryClient))
        queryClient.setQueryData(entry.queryKey, applyToList(entry.data, entry.params, appointment));
      setOne(appointment._id, () => appointment);
    },
    remove(id) {
      for (const entry of listEntries(queryClient)) queryClient.setQueryData(entry.queryKey, removeAppointment(entry.data, id));
    },
    patch(id, patch) {
      for (const entry of listEntries(queryClient))
        queryClient.setQueryData(entry.queryKey, patchAppointment(entry.data, id, patch));
      setOne(id, (appointment) => ({ ...appointment, ...patch }));
    },
    find(id) {
      for (const entry of listEntries(queryClient)) {
        const found = entry.data.find((appointment) => appointment._id === id);
        if (found) return found;
      }
      return queryClient.getQueryData<OneAppointment>(appointmentKeys.one(id))?.appointment;
    },
    invalidateCounters() {
      void queryClient.invalidateQueries({ queryKey: ['appointments', 'count'] });
    },
    catchUp() {
      for (const queryKey of [appointmentKeys.lists(), ['appointments', 'one'], ['appointments', 'count']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  };
}
