import type { UserRow } from '../../db/schema/accounts';
import { isClinicAccount, isDocAll } from '../practice/practice.policy';

/**
 * Who may open the users screen: an independent practice's doctor and the assistants acting
 * as doctor for them (docs/decisions.md, "Users and preferences"). Clinic accounts manage
 * their people on /clinic-users; plain assistants (ASS) see no settings.
 */
export function canSeeUsers(actor: UserRow): boolean {
  if (isClinicAccount(actor)) return false;
  if (actor.kind === 'assistant') return actor.position === 'AS-DOCTOR';
  return true;
}

/** Spec 3 section 6: adding, blocking, unblocking and deleting assistants is DOC-ALL work. */
export const canManageUsers = isDocAll;
