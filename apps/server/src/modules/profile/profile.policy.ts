import type { UserRow } from '../../db/schema/accounts';
import { isClinicAccount } from '../practice/practice.policy';

/** Clinic accounts and units have no personal profile (spec 3 section 6). */
export const hasPersonalProfile = (user: UserRow) => !isClinicAccount(user);

/** DOC-ALL: a doctor with allowAll, or an assistant acting as doctor with allowAll. */
export function canEditProfile(user: UserRow): boolean {
  if (!hasPersonalProfile(user)) return false;
  if (user.kind === 'assistant') return user.position === 'AS-DOCTOR' && user.allowAll;
  return user.allowAll;
}
