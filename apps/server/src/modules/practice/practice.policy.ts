import type { UserRow } from '../../db/schema/accounts';

export const isClinicAccount = (user: UserRow) => user.kind === 'clinic_user' || user.kind === 'clinic_unit';

/**
 * Booking and changing appointments: DOC-ALL doctors, assistants acting as doctor with
 * allowAll, and clinic accounts (for their clinic's doctors). DOC-DEA and ASS read only.
 */
export function canManageAppointments(user: UserRow): boolean {
  if (isClinicAccount(user)) return true;
  if (user.kind === 'assistant') return user.position === 'AS-DOCTOR' && user.allowAll;
  return user.allowAll;
}

/** Marking a patient arrived is front-desk work: assistants (ASS) may do it too. */
export function canMarkPatientArrived(user: UserRow): boolean {
  return canManageAppointments(user) || user.kind === 'assistant';
}

/**
 * The doctor profile (avatar, office position): DOC-ALL doctors for themselves, assistants
 * acting as doctor with allowAll for their employer. Clinic accounts have no doctor profile.
 */
export function canEditDoctorProfile(user: UserRow): boolean {
  return !isClinicAccount(user) && canManageAppointments(user);
}
