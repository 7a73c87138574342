import type { UserRow } from '../../db/schema/accounts';
import { canManageAppointments } from '../practice/practice.policy';

/**
 * Saving a schedule or days off (spec 3 section 6): DOC-ALL doctors, assistants acting as
 * doctor with allowAll, and clinic users for their clinic's doctors. Clinic units book at the
 * front desk but do not set a doctor's working hours.
 */
export function canEditSchedule(user: UserRow): boolean {
  if (user.kind === 'clinic_unit') return false;
  return canManageAppointments(user);
}
