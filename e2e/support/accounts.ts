/** The demo practice the server seeds (apps/server/src/db/seed/demo-accounts.ts, README). */
export const demoPassword = 'Demo.pass1';

export interface DemoAccount {
  email: string;
  /** Assistants sign in with the 'User' box ticked. */
  isUser: boolean;
}

const account = (email: string, isUser = false): DemoAccount => ({ email, isUser });

export const accounts = {
  doctor: account('doctor@tabib.test'),
  limited: account('limited@tabib.test'),
  assistant: account('assistant@tabib.test', true),
  asDoctor: account('asdoctor@tabib.test', true),
  clinicAdmin: account('clinic@tabib.test'),
  clinicDoctor: account('clinic.doctor@tabib.test'),
  clinicUnit: account('clinic.unit@tabib.test'),
  newDoctor: account('newdoctor@tabib.test'),
  // Only schedule.spec.ts uses this one: it saves a weekly schedule and days off.
  scheduleDoctor: account('schedule.doctor@tabib.test'),
  // Only consultation-reasons.spec.ts uses this one: its new reasons refetch the open calendars
  // of the practice, which would disturb other journeys' forms on doctor@.
  reasonsDoctor: account('reasons.doctor@tabib.test'),
  // Only public-booking-live.spec.ts signs in as this one: patients book on her public page.
  bookingDoctor: account('booking.doctor@tabib.test'),
  // Only video-call.spec.ts uses this one: its visio appointments of today are called and ended.
  visioDoctor: account('visio.doctor@tabib.test'),
  // Only profile.spec.ts uses this one: it sends edit requests (one pending per kind).
  profileDoctor: account('profile.doctor@tabib.test'),
  // Only forgot-password.spec.ts uses this one: its password changes during the run.
  passwordResetter: account('clinic.doctor2@tabib.test'),
  // Only sign-in-errors.spec.ts uses this one: it collects a failed sign-in.
  wrongPasswordTarget: account('clinic.doctor3@tabib.test'),
  // Only users.spec.ts uses this one: its password changes during the run.
  preferencesDoctor: account('preferences.doctor@tabib.test'),
} as const;

export const sidebarEntries = ['nav-calendar', 'nav-patients', 'nav-clinic-users', 'nav-clinic-dashboard'] as const;
export const profileMenuEntries = [
  'menu-clinic-profile',
  'menu-my-profile',
  'menu-schedule',
  'menu-subscription',
  'menu-logout',
] as const;

export type SidebarEntry = (typeof sidebarEntries)[number];
export type ProfileMenuEntry = (typeof profileMenuEntries)[number];

export interface RoleExpectation {
  name: string;
  account: DemoAccount;
  sidebar: { shown: SidebarEntry[]; hidden: SidebarEntry[] };
  profileMenu: { shown: ProfileMenuEntry[]; hidden: ProfileMenuEntry[] };
  /** The header's patient-list shortcut (spec 2 section 6); undefined where the spec is silent. */
  patientShortcut?: 'enabled' | 'disabled' | 'hidden';
}

/**
 * What spec 1 sections 2 and 6 (and spec 2 section 6) say each role sees. An entry the spec leaves open for a role
 * is in neither list (e.g. the clinic profile for a clinic unit).
 */
export const roleExpectations: RoleExpectation[] = [
  {
    name: 'independent doctor (DOC-ALL)',
    account: accounts.doctor,
    sidebar: { shown: ['nav-calendar', 'nav-patients'], hidden: ['nav-clinic-users', 'nav-clinic-dashboard'] },
    profileMenu: {
      shown: ['menu-my-profile', 'menu-schedule', 'menu-subscription', 'menu-logout'],
      hidden: ['menu-clinic-profile'],
    },
    patientShortcut: 'enabled',
  },
  {
    name: 'doctor without allowAll (DOC-DEA)',
    account: accounts.limited,
    sidebar: { shown: ['nav-calendar', 'nav-patients'], hidden: ['nav-clinic-users', 'nav-clinic-dashboard'] },
    profileMenu: {
      shown: ['menu-my-profile', 'menu-schedule', 'menu-subscription', 'menu-logout'],
      hidden: ['menu-clinic-profile'],
    },
    patientShortcut: 'disabled',
  },
  {
    name: 'assistant (ASS)',
    account: accounts.assistant,
    sidebar: { shown: ['nav-calendar'], hidden: ['nav-patients', 'nav-clinic-users', 'nav-clinic-dashboard'] },
    profileMenu: {
      shown: ['menu-logout'],
      hidden: ['menu-clinic-profile', 'menu-my-profile', 'menu-schedule', 'menu-subscription'],
    },
    patientShortcut: 'hidden',
  },
  {
    // Privilege DOC-ALL (spec 1 section 6): treated as a doctor, not as an ASS assistant.
    name: 'assistant acting as doctor (DOC-ALL)',
    account: accounts.asDoctor,
    sidebar: { shown: ['nav-calendar', 'nav-patients'], hidden: ['nav-clinic-users', 'nav-clinic-dashboard'] },
    profileMenu: { shown: ['menu-schedule', 'menu-logout'], hidden: ['menu-clinic-profile'] },
    patientShortcut: 'enabled',
  },
  {
    name: 'clinic admin',
    account: accounts.clinicAdmin,
    sidebar: { shown: ['nav-calendar', 'nav-clinic-users', 'nav-clinic-dashboard'], hidden: [] },
    profileMenu: {
      shown: ['menu-clinic-profile', 'menu-schedule', 'menu-subscription', 'menu-logout'],
      hidden: ['menu-my-profile'],
    },
    patientShortcut: 'hidden',
  },
  {
    name: 'clinic doctor',
    account: accounts.clinicDoctor,
    sidebar: { shown: ['nav-calendar'], hidden: ['nav-clinic-dashboard'] },
    // spec 1 section 2: My profile is for non-clinic, non-unit users; the settings menu keeps the doctor profile
    profileMenu: { shown: ['menu-schedule', 'menu-logout'], hidden: ['menu-my-profile', 'menu-subscription'] },
    patientShortcut: 'enabled',
  },
  {
    name: 'clinic unit',
    account: accounts.clinicUnit,
    sidebar: { shown: ['nav-calendar', 'nav-clinic-users'], hidden: ['nav-clinic-dashboard'] },
    profileMenu: { shown: ['menu-schedule', 'menu-logout'], hidden: ['menu-my-profile'] },
  },
];
