import { calendarStatuses, type Appointment } from '@tabib/contracts/appointments';
import type { AppointmentListParams } from '../api/appointment-keys';

/** Optimistic entries carry this id until the server gives theirs. */
export const localIdPrefix = 'local:';

export function isPending(appointment: Pick<Appointment, '_id'>): boolean {
  return appointment._id.startsWith(localIdPrefix);
}

function isSame(a: Appointment, b: Appointment): boolean {
  return a._id === b._id || (a.appointment_ui_id !== null && a.appointment_ui_id === b.appointment_ui_id);
}

/** Whether a list with these parameters shows this appointment (the same rules as the server's query). */
export function belongsToList(params: AppointmentListParams, appointment: Appointment): boolean {
  if (!(calendarStatuses as readonly string[]).includes(appointment.status)) return false;
  if (params.doctorId !== null && appointment.doctorId !== params.doctorId) return false;
  if (params.reasons !== null && !params.reasons.includes(appointment.consultationReason._id)) return false;
  const start = Date.parse(appointment.start);
  return start >= Date.parse(params.from) && start <= Date.parse(params.to);
}

/** Adds the appointment, or replaces the entry with its id or client id (a draft becomes the server's). */
export function upsertAppointment(list: readonly Appointment[], appointment: Appointment): Appointment[] {
  const index = list.findIndex((entry) => isSame(entry, appointment));
  if (index < 0) return [...list, appointment];
  return list.map((entry, at) => (at === index ? appointment : entry));
}

export function removeAppointment(list: readonly Appointment[], id: string): Appointment[] {
  return list.filter((entry) => entry._id !== id);
}

export function patchAppointment(list: readonly Appointment[], id: string, patch: Partial<Appointment>): Appointment[] {
  return list.map((entry) => (entry._id === id ? { ...entry, ...patch } : entry));
}

/** Puts a server-side state of an appointment into a list: kept, moved in or dropped as the list's filters say. */
export function applyToList(
  list: readonly Appointment[],
  params: AppointmentListParams,
  appointment: Appointment,
): Appointment[] {
  if (belongsToList(params, appointment)) return upsertAppointment(list, appointment);
  return list.filter((entry) => !isSame(entry, appointment));
}
