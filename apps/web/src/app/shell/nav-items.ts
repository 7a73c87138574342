import type { ParseKeys } from 'i18next';
import { capabilitiesOfProfile, type Level } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { pageAccess, settingsAccess, settingsIndexContent, type SettingsPage } from '../guards/access-rules';

export interface NavItem {
  key: string;
  path: string;
  labelKey: ParseKeys<'shell'>;
  testId: string;
}

const sidebarItems = [
  { key: 'calendar', path: '/', labelKey: 'nav.calendar', testId: 'nav-calendar' },
  { key: 'patients', path: '/patients', labelKey: 'nav.patients', testId: 'nav-patients' },
  { key: 'clinicUsers', path: '/clinic-users', labelKey: 'nav.clinicUsers', testId: 'nav-clinic-users' },
  { key: 'clinicDashboard', path: '/clinic-dashboard', labelKey: 'nav.clinicDashboard', testId: 'nav-clinic-dashboard' },
] as const satisfies readonly NavItem[];

export function sidebarItemsFor(profile: UserProfile): NavItem[] {
  return sidebarItems.filter((item) => item.key === 'calendar' || pageAccess(item.key, profile) === 'allow');
}

const profileMenuItems = [
  { key: 'clinicProfile', path: '/settings/clinic-profile', labelKey: 'menu.clinicProfile', testId: 'menu-clinic-profile' },
  { key: 'myProfile', path: '/settings', labelKey: 'menu.myProfile', testId: 'menu-my-profile' },
  { key: 'schedule', path: '/settings/schedule', labelKey: 'menu.schedule', testId: 'menu-schedule' },
  { key: 'subscription', path: '/settings/subscription', labelKey: 'menu.subscription', testId: 'menu-subscription' },
] as const satisfies readonly NavItem[];

const profileMenuPages: Record<(typeof profileMenuItems)[number]['key'], SettingsPage> = {
  clinicProfile: 'clinicProfile',
  myProfile: 'index',
  schedule: 'schedule',
  subscription: 'subscription',
};

/** The profile menu's links (Logout, always there, is not among them); assistants get none. */
export function profileMenuItemsFor(profile: UserProfile): NavItem[] {
  return profileMenuItems.filter((item) => {
    if (settingsAccess(profileMenuPages[item.key], profile) !== 'allow') return false;
    return item.key !== 'myProfile' || capabilitiesOfProfile(profile)['menu.myProfile'] !== 'hidden';
  });
}

const settingsItems = [
  { key: 'index', path: '/settings', labelKey: 'settings.menu.index', testId: 'settings-nav-index' },
  {
    key: 'clinicProfile',
    path: '/settings/clinic-profile',
    labelKey: 'settings.menu.clinicProfile',
    testId: 'settings-nav-clinic-profile',
  },
  { key: 'schedule', path: '/settings/schedule', labelKey: 'settings.menu.schedule', testId: 'settings-nav-schedule' },
  {
    key: 'consultationReasons',
    path: '/settings/consultation-reasons',
    labelKey: 'settings.menu.consultationReasons',
    testId: 'settings-nav-consultation-reasons',
  },
  {
    key: 'preferences',
    path: '/settings/preferences',
    labelKey: 'settings.menu.preferences',
    testId: 'settings-nav-preferences',
  },
  { key: 'users', path: '/settings/users', labelKey: 'settings.menu.users', testId: 'settings-nav-users' },
  {
    key: 'subscription',
    path: '/settings/subscription',
    labelKey: 'settings.menu.subscription',
    testId: 'settings-nav-subscription',
  },
  { key: 'gps', path: '/settings/gps', labelKey: 'settings.menu.gps', testId: 'settings-nav-gps' },
] as const satisfies readonly (NavItem & { key: SettingsPage })[];

/** The settings side menu. The index (the personal profile) is not listed where it would show the clinic profile twice or nothing. */
export function settingsItemsFor(profile: UserProfile): NavItem[] {
  return settingsItems.filter((item) => {
    if (settingsAccess(item.key, profile) !== 'allow') return false;
    return item.key !== 'index' || settingsIndexContent(profile) === 'doctorProfile';
  });
}

export interface HeaderControls {
  patientSearch: boolean;
  patientShortcut: Level;
  notificationBell: boolean;
  /** The clinic's doctors as header avatars: the accounts that act for a selected clinic doctor. */
  clinicDoctors: boolean;
}

export function headerControlsFor(profile: UserProfile): HeaderControls {
  const can = capabilitiesOfProfile(profile);
  return {
    patientSearch: can['patients.search'] !== 'hidden',
    patientShortcut: can['patients.shortcut'],
    notificationBell: can['notifications.bell'] !== 'hidden',
    clinicDoctors: profile.isClinic,
  };
}
