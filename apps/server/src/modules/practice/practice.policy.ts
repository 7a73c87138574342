import { privilegeOf, type Privilege } from '@tabib/contracts/user';
import type { UserRow } from '../../db/schema/accounts';

export const isClinicAccount = (user: UserRow) => user.kind === 'clinic_user' || user.kind === 'clinic_unit';

/** Spec 1 section 6 for a signed-in account: the rule the web applies to its profile (clinic accounts act with allowAll). */
export function privilegeOfUser(user: UserRow): Privilege {
  return privilegeOf({
    isAssistant: user.kind === 'assistant',
    userPosition: user.position,
    settings: { allowAll: isClinicAccount(user) ? true : user.allowAll },
  });
}

/** DOC-ALL in a practice: a doctor with allowAll, or an assistant acting as doctor with allowAll (never a clinic account). */
export const isDocAll = (user: UserRow) => !isClinicAccount(user) && privilegeOfUser(user) === 'DOC-ALL';

/**
 * Booking and changing appointments: DOC-ALL doctors, assistants acting as doctor with
 * allowAll, and clinic accounts (for their clinic's doctors). DOC-DEA and ASS read only.
 */
export function canManageAppointments(user: UserRow): boolean {
  return isClinicAccount(user) || isDocAll(user);
}

/** Marking a patient arrived is front-desk work: assistants (ASS) may do it too. */
export function canMarkPatientArrived(user: UserRow): boolean {
  return canManageAppointments(user) || user.kind === 'assistant';
}

/**
 * The doctor profile (avatar, office position): DOC-ALL doctors for themselves, assistants
 * acting as doctor with allowAll for their employer. Clinic accounts have no doctor profile.
 */
export const canEditDoctorProfile = isDocAll;
