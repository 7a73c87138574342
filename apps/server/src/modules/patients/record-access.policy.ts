import { canAccessRecord, type RecordArea } from '@tabib/contracts/patient-record-access';
import type { UserRow } from '../../db/schema/accounts';
import { isClinicAccount, privilegeOfUser } from '../practice/practice.policy';

/** Spec 2 section 6 for a signed-in account (the same table the web uses to show or disable tabs). */
export function mayAccessRecord(user: UserRow, area: RecordArea): boolean {
  return canAccessRecord({ privilege: privilegeOfUser(user), isClinicUser: isClinicAccount(user) }, area);
}
