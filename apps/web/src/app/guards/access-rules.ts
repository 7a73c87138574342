import { accountKindOf, type AccountKind, type UserProfile } from '@tabib/contracts/user';

/** What a guard does with a page: show it, send the user to /, or show the catch-all 404. */
export type Access = 'allow' | 'redirectHome' | 'notFound';

export type GuardedPage = 'patients' | 'clinicUsers' | 'clinicDashboard' | 'settings';

export type SettingsPage =
  'index' | 'clinicProfile' | 'schedule' | 'consultationReasons' | 'preferences' | 'users' | 'subscription' | 'gps';

export type SettingsIndexContent = 'doctorProfile' | 'clinicProfile' | 'none';

export function isAssistantPrivilege(profile: Pick<UserProfile, 'privileges'>): boolean {
  return profile.privileges === 'ASS';
}

/** Clinic admin or plain clinic user: the accounts that work for the clinic's doctors. */
export function isClinicStaff(kind: AccountKind): boolean {
  return kind === 'clinicAdmin' || kind === 'clinicUser';
}

/** Spec 1 section 2 guards; assistants (privilege ASS) are sent home from all of these. */
export function pageAccess(page: GuardedPage, profile: UserProfile): Access {
  if (isAssistantPrivilege(profile)) return 'redirectHome';
  switch (page) {
    case 'patients':
    case 'settings':
      return 'allow';
    case 'clinicUsers':
      return profile.isClinic ? 'allow' : 'notFound';
    case 'clinicDashboard':
      return accountKindOf(profile) === 'clinicAdmin' ? 'allow' : 'notFound';
  }
}

/** Spec 3 section 2: who may open each settings page. */
const settingsRules: Record<SettingsPage, (kind: AccountKind) => boolean> = {
  index: () => true,
  clinicProfile: isClinicStaff,
  schedule: () => true,
  consultationReasons: (kind) => kind !== 'clinicUnit' && !isClinicStaff(kind),
  preferences: () => true,
  // An independent practice's assistants (docs/decisions.md, "Users and preferences"): clinic
  // accounts manage their people on /clinic-users, a clinic doctor's belong to the clinic.
  users: (kind) => kind === 'doctor' || kind === 'assistant',
  subscription: (kind) => kind !== 'clinicDoctor',
  // The office of the doctor profile: where the settings index shows a doctor profile.
  gps: (kind) => kind !== 'clinicUnit' && !isClinicStaff(kind),
};

export function settingsAccess(page: SettingsPage, profile: UserProfile): Access {
  const areaAccess = pageAccess('settings', profile);
  if (areaAccess !== 'allow') return areaAccess;
  return settingsRules[page](accountKindOf(profile)) ? 'allow' : 'notFound';
}

/** The settings index shows the clinic profile to clinic staff, the doctor profile to others, nothing to units. */
export function settingsIndexContent(profile: UserProfile): SettingsIndexContent {
  const kind = accountKindOf(profile);
  if (kind === 'clinicUnit') return 'none';
  return isClinicStaff(kind) ? 'clinicProfile' : 'doctorProfile';
}
