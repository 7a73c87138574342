import type { UserRow } from '../db/schema/accounts';

export const doctorRoom = (doctorId: string) => `doctor:${doctorId}`;
export const clinicRoom = (clinicId: string) => `clinic:${clinicId}`;

/** Every session of a practice hears its doctor's room: the doctor, their assistants, the clinic's accounts. */
export function roomsOf(user: UserRow): string[] {
  if (user.kind === 'clinic_user' || user.kind === 'clinic_unit') return user.clinicId ? [clinicRoom(user.clinicId)] : [];
  if (user.kind === 'assistant') return user.employerDoctorId ? [doctorRoom(user.employerDoctorId)] : [];
  return [doctorRoom(user.id)];
}
