import type { UserRow } from '../../db/schema/accounts';
import { isClinicAccount, isDocAll } from '../practice/practice.policy';

/** Spec 3 section 6: clinic users and units have no consultation reasons screen. */
export const mayReadConsultationReasons = (user: UserRow) => !isClinicAccount(user);

/** DOC-ALL only: a doctor with allowAll, or an assistant acting as doctor with allowAll. */
export const mayManageConsultationReasons = isDocAll;
