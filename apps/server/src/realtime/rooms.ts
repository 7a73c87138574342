import type { UserRow } from '../db/schema/accounts';

export const doctorRoom = (doctorId: string) => `doctor:${doctorId}`;
export const clinicRoom = (clinicId: string) => `clinic:${clinicId}`;
/** Every socket of one user, whatever its namespace: ended sessions are found here. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every session of a practice hears its doctor's room: the doctor, their assistants, the clinic's accounts. */
export function roomsOf(user: UserRow): string[] {
  return [userRoom(user.id), ...practiceRoomsOf(user)];
}

function practiceRoomsOf(user: UserRow): string[] {
  if (user.kind === 'clinic_user' || user.kind === 'clinic_unit') return user.clinicId ? [clinicRoom(user.clinicId)] : [];
  if (user.kind === 'assistant') return user.employerDoctorId ? [doctorRoom(user.employerDoctorId)] : [];
  return [doctorRoom(user.id)];
}
