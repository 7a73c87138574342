import type { UserRow } from '../db/schema/accounts';

export const doctorRoom = (doctorId: string) => `doctor:${doctorId}`;
export const clinicRoom = (clinicId: string) => `clinic:${clinicId}`;
/** Every socket of one user, whatever its namespace: ended sessions are found here. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The notification sockets of one user that asked to hear them (spec 2: join and leave by user id). */
export const notificationsRoom = (userId: string) => `notifications:${userId}`;
/** Every socket of one session (a browser's tabs share it): a logout or an expiry ends these. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Every session of a practice hears its doctor's room: the doctor, their assistants, the clinic's accounts. */
export function roomsOf(user: UserRow): string[] {
  return [userRoom(user.id), ...practiceRoomsOf(user)];
}

/** The rooms a socket may leave and join again; its user and session rooms stay until it disconnects. */
export function practiceRoomsOf(user: UserRow): string[] {
  if (user.kind === 'clinic_user' || user.kind === 'clinic_unit') return user.clinicId ? [clinicRoom(user.clinicId)] : [];
  if (user.kind === 'assistant') return user.employerDoctorId ? [doctorRoom(user.employerDoctorId)] : [];
  return [doctorRoom(user.id)];
}
