import type { Namespace } from 'socket.io';
import type { UserRow } from '../db/schema/accounts';
import type { LoggedEvent } from '../events/domain-event';
import type { ClinicPresenceService } from '../modules/clinic-users/clinic-presence.service';
import { userRoom } from './rooms';

const clinicDoctorOf = (user: UserRow) =>
  user.kind === 'doctor' && user.clinicId ? { id: user.id, clinicId: user.clinicId } : undefined;

/**
 * A clinic doctor is online while any authenticated socket of theirs is open, in any namespace
 * (spec 3: work_status 'work'). `fetchSockets` on the user's room asks the adapter: with a
 * cluster adapter it sees every process's sockets. Without one (ours: in memory), a process that
 * sets 'off' is corrected by any other holding a socket of that doctor, which hears the event
 * and sets 'work' again (docs/decisions.md, "Clinic accounts").
 */
export function createClinicPresenceTracker(presence: ClinicPresenceService, namespaces: Namespace[]) {
  const isOnline = (doctorId: string) => async () => {
    for (const namespace of namespaces) {
      if ((await namespace.in(userRoom(doctorId)).fetchSockets()).length > 0) return true;
    }
    return false;
  };
  const holdsSocketsHere = (doctorId: string) =>
    namespaces.some((namespace) => (namespace.adapter.rooms.get(userRoom(doctorId))?.size ?? 0) > 0);

  /** A socket of the user opened or closed. */
  function onSocketChange(user: UserRow) {
    const doctor = clinicDoctorOf(user);
    if (doctor) void presence.reconcile(doctor, isOnline(doctor.id));
  }

  return {
    onConnection: onSocketChange,
    onDisconnect: onSocketChange,

    /** Another process (or this one) set a doctor 'off' while this process still holds a socket of theirs. */
    onPresenceChanged(event: Extract<LoggedEvent, { kind: 'clinicPresenceChanged' }>) {
      if (event.workStatus === 'off' && holdsSocketsHere(event.doctorId))
        void presence.reconcile({ id: event.doctorId, clinicId: event.clinicId }, isOnline(event.doctorId));
    },

    /** At start, before any socket: the statuses a stopped or crashed process left. */
    reconcileAtStart: () => presence.reconcileMarkedOnline((doctorId) => isOnline(doctorId)()),
  };
}
