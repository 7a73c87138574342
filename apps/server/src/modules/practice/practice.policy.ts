import { capabilitiesOf, refusalCodeOf, type Capability, type CapabilityAccount } from '@tabib/contracts/capabilities';
import { privilegeOf, type AccountKind, type Privilege } from '@tabib/contracts/user';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';

export const isClinicAccount = (user: UserRow) => user.kind === 'clinic_user' || user.kind === 'clinic_unit';

/** Spec 1 section 6 for a signed-in account: the rule the web applies to its profile (clinic accounts act with allowAll). */
export function privilegeOfUser(user: UserRow): Privilege {
  return privilegeOf({
    isAssistant: user.kind === 'assistant',
    userPosition: user.position,
    settings: { allowAll: isClinicAccount(user) ? true : user.allowAll },
  });
}

function accountKindOfUser(user: UserRow): AccountKind {
  switch (user.kind) {
    case 'clinic_unit':
      return 'clinicUnit';
    case 'clinic_user':
      return user.clinicRole === 'admin' ? 'clinicAdmin' : 'clinicUser';
    case 'assistant':
      return 'assistant';
    case 'doctor':
      return user.clinicId ? 'clinicDoctor' : 'doctor';
  }
}

export const accountOfUser = (user: UserRow): CapabilityAccount => ({
  kind: accountKindOfUser(user),
  privilege: privilegeOfUser(user),
});

/** The capability table (contracts/capabilities.ts): only `enabled` passes. */
export const may = (user: UserRow, capability: Capability) => capabilitiesOf(accountOfUser(user))[capability] === 'enabled';

/** Shown to the account, greyed out or not: what it may read without changing. */
export const sees = (user: UserRow, capability: Capability) => capabilitiesOf(accountOfUser(user))[capability] !== 'hidden';

/** 403 with the capability's code unless the table enables it (or, for reads, shows it) for the account. */
export function assertMay(user: UserRow, capability: Capability, access: 'change' | 'read' = 'change'): void {
  const allowed = access === 'read' ? sees(user, capability) : may(user, capability);
  if (!allowed) throw new AppError(403, refusalCodeOf(capability));
}
