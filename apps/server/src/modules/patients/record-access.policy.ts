import { canAccessRecord, type RecordArea } from '@tabib/contracts/patient-record-access';
import { privilegeOf } from '@tabib/contracts/user';
import type { UserRow } from '../../db/schema/accounts';
import { isClinicAccount } from '../practice/practice.policy';

/** Spec 2 section 6 for a signed-in account (the same table the web uses to show or disable tabs). */
export function mayAccessRecord(user: UserRow, area: RecordArea): boolean {
  const clinic = isClinicAccount(user);
  const privilege = privilegeOf({
    isAssistant: user.kind === 'assistant',
    userPosition: user.position,
    settings: { allowAll: clinic ? true : user.allowAll },
  });
  return canAccessRecord({ privilege, isClinicUser: clinic }, area);
}
