import type { Namespace } from 'socket.io';
import type { UserRow } from '../db/schema/accounts';
import type { LoggedEvent } from '../events/domain-event';
import type { ClinicPresenceService } from '../modules/clinic-users/clinic-presence.service';
import { clusterFetchTimeout } from './cluster-adapter';
import { userRoom } from './rooms';

const clinicDoctorOf = (user: UserRow) =>
  user.kind === 'doctor' && user.clinicId ? { id: user.id, clinicId: user.clinicId } : undefined;

/**
 * A clinic doctor is online while any authenticated socket of theirs is open, in any namespace
 * and any process (spec 3: work_status 'work'). `fetchSockets` on the user's room asks the
 * adapter, which on PostgreSQL asks every process it knows of (cluster-adapter.ts; a process
 * gone without a word delays the answer until its missed heartbeats drop it). A process may
 * still set 'off' wrongly: one just started knows the others only from their heartbeats (within
 * seconds). Any process holding a socket of that doctor hears the event and sets 'work' again
 * (docs/decisions.md, "Clinic accounts").
 */
export function createClinicPresenceTracker(presence: ClinicPresenceService, namespaces: Namespace[]) {
  const isOnline = (doctorId: string) => async () => {
    for (const namespace of namespaces) {
      if ((await namespace.in(userRoom(doctorId)).timeout(clusterFetchTimeout).fetchSockets()).length > 0) return true;
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
