import type { ErrorCode } from './errors';
import { accountKindOf, type AccountKind, type Privilege, type UserProfile } from './user';

/**
 * Who may do what: the one table of spec 1 section 6, spec 2 section 6 and spec 3 sections 2
 * and 6. The server enforces it (only `enabled` passes) and the web shows it: `disabled` is
 * drawn greyed out, `hidden` is not drawn (a page answers 404, or sends an ASS assistant home).
 * Where the spec says "not shown" or "not detailed", the safer reading: no access.
 */
export type Level = 'enabled' | 'disabled' | 'hidden';

/**
 * The table's columns: account type x privilege. An assistant's position is its privilege
 * (ASSISTANT is ASS, AS-DOCTOR is DOC-ALL or DOC-DEA by allowAll); clinic accounts act with
 * allowAll (DOC-ALL) for the clinic's doctors.
 */
export const roles = [
  'doctor/DOC-ALL',
  'doctor/DOC-DEA',
  'clinicDoctor/DOC-ALL',
  'clinicDoctor/DOC-DEA',
  'assistant/ASS',
  'assistant/DOC-ALL',
  'assistant/DOC-DEA',
  'clinicAdmin/DOC-ALL',
  'clinicUser/DOC-ALL',
  'clinicUnit/DOC-ALL',
] as const;
export type Role = (typeof roles)[number];

type Row = readonly [Level, Level, Level, Level, Level, Level, Level, Level, Level, Level];

const E = 'enabled';
const D = 'disabled';
const H = 'hidden';

// prettier-ignore
const table = {
  //                           doctor    clinicDoctor assistant          clinic
  //                           ALL  DEA  ALL  DEA     ASS  ALL  DEA      admin user unit
  // pages, menus and header
  'patients.page':            [E,   E,   E,   E,      H,   E,   E,       E,    E,   E],
  'patients.search':          [E,   E,   E,   E,      H,   E,   E,       E,    E,   E],
  'patients.shortcut':        [E,   D,   E,   D,      H,   E,   D,       H,    H,   E],
  'notifications.bell':       [E,   E,   E,   E,      E,   E,   E,       H,    H,   E],
  // spec 1 section 4: the accounts that act for a clinic's doctors hear of their bookings and cancellations
  'notifications.clinicNotices': [H, H,  H,   H,      H,   H,   H,       E,    E,   E],
  // issue 22 point 7: who gets a payment someone else took to confirm: the practice's doctor (a DOC-DEA
  // one too: confirming changes only their own notification)
  'notifications.confirmPayment': [E, E, E,   E,      H,   H,   H,       H,    H,   H],
  'settings.area':            [E,   E,   E,   E,      H,   E,   E,       E,    E,   E],
  'menu.myProfile':           [E,   E,   H,   H,      H,   E,   E,       H,    H,   H],
  subscription:               [E,   E,   H,   H,      H,   E,   E,       E,    E,   E],
  // spec 3 section 4: a clinic doctor follows the clinic's subscription; its banner asks for a period
  'subscription.clinicBanner': [H,  H,   E,   E,      H,   H,   H,       H,    H,   H],
  // spec 3 section 2: every clinic account lists the clinic's users and doctors; its admin changes them
  'clinic.usersPage':         [H,   H,   H,   H,      H,   H,   H,       E,    D,   D],
  'clinic.dashboard':         [H,   H,   H,   H,      H,   H,   H,       E,    H,   H],
  'clinic.profile':           [H,   H,   H,   H,      H,   H,   H,       E,    E,   H],
  // spec 3 section 2: the clinic profile is the clinic admin's; other clinic users read it
  'clinic.profileEdit':       [H,   H,   H,   H,      H,   H,   H,       E,    D,   H],
  // calendar and appointments
  'calendar.browse':          [E,   D,   E,   D,      E,   E,   D,       E,    E,   E],
  'calendar.drillDown':       [E,   D,   E,   D,      D,   E,   D,       E,    E,   E],
  'calendar.reasonsFilter':   [E,   E,   E,   E,      E,   E,   E,       H,    H,   H],
  'appointments.book':        [E,   D,   E,   D,      D,   E,   D,       E,    E,   E],
  'appointments.markArrived': [E,   D,   E,   D,      E,   E,   D,       E,    E,   E],
  // spec 2 section 6: not shown to ASS nor to clinic users (units included); the clinic admin reads
  // the selected doctor's list, which holds the clinic users' failed bookings too
  'failedActions.open':       [E,   D,   E,   D,      H,   E,   D,       E,    H,   H],
  'failedActions.clear':      [E,   D,   E,   D,      H,   E,   D,       H,    H,   H],
  // spec 3 section 6: no missed-teleconsultation check for clinic accounts (they act for several
  // doctors); nor for ASS, who neither calls nor opens patients
  'teleconsultation.missed':  [E,   E,   E,   E,      H,   E,   E,       H,    H,   H],
  // patients and records
  'patients.read':            [E,   E,   E,   E,      E,   E,   E,       E,    E,   E],
  'patients.openRecord':      [E,   E,   E,   E,      E,   E,   E,       H,    H,   H],
  'patients.write':           [E,   D,   E,   D,      H,   E,   D,       H,    H,   H],
  'patients.admin':           [E,   H,   E,   H,      H,   E,   H,       H,    H,   H],
  'records.medical':          [E,   D,   E,   D,      D,   E,   D,       H,    H,   H],
  // spec 1 sections 2 and 6 and spec 2's table hide the tab from clinic accounts; spec 2's "read and
  // print only" has no screen to do it from: the safer reading, no prescriptions (docs/decisions.md)
  'records.prescriptionRead': [E,   D,   E,   D,      D,   E,   D,       H,    H,   H],
  'records.prescription':     [E,   D,   E,   D,      D,   E,   D,       H,    H,   H],
  'records.payments':         [E,   D,   E,   D,      H,   E,   D,       H,    H,   H],
  // settings
  'profile.edit':             [E,   D,   E,   D,      D,   E,   D,       H,    H,   H],
  'schedule.edit':            [E,   D,   E,   D,      D,   E,   D,       E,    E,   D],
  'consultationReasons.edit': [E,   D,   E,   D,      D,   E,   D,       H,    H,   H],
  'users.manage':             [E,   D,   H,   H,      H,   E,   D,       H,    H,   H],
} as const satisfies Record<string, Row>;

export type Capability = keyof typeof table;
export const capabilityNames = Object.keys(table) as Capability[];
export type Capabilities = Record<Capability, Level>;

/** The code the server refuses a capability with (spec 1 section 8: DoctorNotAuthorizedAction; settings pages: forbidden). */
export function refusalCodeOf(capability: Capability): ErrorCode {
  const settingsPages: Capability[] = ['clinic.profileEdit', 'clinic.usersPage', 'clinic.dashboard', 'subscription.clinicBanner'];
  if (settingsPages.includes(capability)) return 'notAuthorizedForAction';
  return capability === 'users.manage' || capability === 'consultationReasons.edit' ? 'forbidden' : 'DoctorNotAuthorizedAction';
}

export interface CapabilityAccount {
  kind: AccountKind;
  privilege: Privilege;
}

export function roleOf({ kind, privilege }: CapabilityAccount): Role {
  if (kind === 'clinicAdmin' || kind === 'clinicUser' || kind === 'clinicUnit') return `${kind}/DOC-ALL`;
  if (kind === 'assistant') return `assistant/${privilege}`;
  // a doctor is never ASS: read a malformed one as read-only
  return `${kind}/${privilege === 'ASS' ? 'DOC-DEA' : privilege}`;
}

export function capabilitiesOf(account: CapabilityAccount): Capabilities {
  const column = roles.indexOf(roleOf(account));
  return Object.fromEntries(capabilityNames.map((name) => [name, table[name][column]])) as Capabilities;
}

/** The web's reading of the signed-in profile (the server presents `privileges` from the same rule). */
export function capabilitiesOfProfile(profile: UserProfile): Capabilities {
  return capabilitiesOf({ kind: accountKindOf(profile), privilege: profile.privileges });
}
