import { capabilitiesOfProfile, type Capability } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';

/** What a guard does with a page: show it, send the user to /, or show the catch-all 404. */
export type Access = 'allow' | 'redirectHome' | 'notFound';

export type GuardedPage = 'patients' | 'clinicUsers' | 'clinicDashboard' | 'settings';

export type SettingsPage =
  'index' | 'clinicProfile' | 'schedule' | 'consultationReasons' | 'preferences' | 'users' | 'subscription' | 'gps';

export type SettingsIndexContent = 'doctorProfile' | 'clinicProfile' | 'none';

/** The capability each page shows (greyed out or not: a DOC-DEA doctor reads its schedule). */
const pageCapabilities: Record<GuardedPage, Capability> = {
  patients: 'patients.page',
  clinicUsers: 'clinic.usersPage',
  clinicDashboard: 'clinic.dashboard',
  settings: 'settings.area',
};

const settingsCapabilities: Record<SettingsPage, Capability> = {
  index: 'settings.area',
  clinicProfile: 'clinic.profile',
  schedule: 'schedule.edit',
  consultationReasons: 'consultationReasons.edit',
  preferences: 'settings.area',
  users: 'users.manage',
  subscription: 'subscription',
  // the office of the doctor profile
  gps: 'profile.edit',
};

/** Spec 1 section 2: a page forbidden to assistants sends them to /; any other refusal is the catch-all 404. */
function accessOf(profile: UserProfile, capability: Capability): Access {
  if (capabilitiesOfProfile(profile)[capability] !== 'hidden') return 'allow';
  return profile.privileges === 'ASS' ? 'redirectHome' : 'notFound';
}

export function pageAccess(page: GuardedPage, profile: UserProfile): Access {
  return accessOf(profile, pageCapabilities[page]);
}

export function settingsAccess(page: SettingsPage, profile: UserProfile): Access {
  const areaAccess = pageAccess('settings', profile);
  if (areaAccess !== 'allow') return areaAccess;
  return accessOf(profile, settingsCapabilities[page]);
}

/** Spec 3 section 2: the clinic profile for clinic users, the doctor profile for others, nothing for clinic units. */
export function settingsIndexContent(profile: UserProfile): SettingsIndexContent {
  const can = capabilitiesOfProfile(profile);
  if (can['profile.edit'] !== 'hidden') return 'doctorProfile';
  return can['clinic.profile'] !== 'hidden' ? 'clinicProfile' : 'none';
}
