import type { UserRow } from '../../db/schema/accounts';
import { isClinicAccount } from '../practice/practice.policy';

/** Clinic accounts and units have no personal profile (spec 3 section 6). */
export const hasPersonalProfile = (user: UserRow) => !isClinicAccount(user);
