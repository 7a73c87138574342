import { EventEmitter } from 'node:events';
import type { Appointment, AppointmentEvent } from '@tabib/contracts/appointments';

export interface AppointmentChanged {
  type: AppointmentEvent['type'];
  doctorId: string;
  clinicId: string | null;
  appointment: Appointment;
  actorUserId: string | null;
  /**
   * The times (epoch ms, end excluded) the change touched, before and after: the week cache drops
   * only the cached ranges they overlap. Absent when it touched more (a patient's fields, a missed count).
   */
  touched?: { from: number; to: number }[];
}

/** Services publish what happened; realtime (and later notifications, jobs) subscribe. */
export function createDomainEvents() {
  const emitter = new EventEmitter();
  return {
    publishAppointment(event: AppointmentChanged) {
      emitter.emit('appointment', event);
    },
    onAppointment(listener: (event: AppointmentChanged) => void) {
      emitter.on('appointment', listener);
      return () => emitter.off('appointment', listener);
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
