import type { UserRow } from '../../db/schema/accounts';
import { isClinicAccount } from '../practice/practice.policy';

/** Spec 3 section 6: clinic users and units have no consultation reasons screen. */
export const mayReadConsultationReasons = (user: UserRow) => !isClinicAccount(user);

/** DOC-ALL only: a doctor with allowAll, or an assistant acting as doctor with allowAll. */
export function mayManageConsultationReasons(user: UserRow): boolean {
  if (!mayReadConsultationReasons(user)) return false;
  if (user.kind === 'assistant') return user.position === 'AS-DOCTOR' && user.allowAll;
  return user.allowAll;
}
