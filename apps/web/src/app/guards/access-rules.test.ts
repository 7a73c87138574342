import { describe, expect, it } from 'vitest';
import type { AccountKind } from '@tabib/contracts/user';
import { assistantAsDoctor, profileOf } from '../../test/profile-factory';
import { pageAccess, settingsAccess, settingsIndexContent, type GuardedPage, type SettingsPage } from './access-rules';

const pages: GuardedPage[] = ['patients', 'clinicUsers', 'clinicDashboard', 'settings'];
const settingsPages: SettingsPage[] = [
  'index',
  'clinicProfile',
  'schedule',
  'consultationReasons',
  'preferences',
  'users',
  'subscription',
  'gps',
];

describe('pageAccess', () => {
  it.each<[AccountKind, Record<GuardedPage, string>]>([
    ['doctor', { patients: 'allow', clinicUsers: 'notFound', clinicDashboard: 'notFound', settings: 'allow' }],
    ['clinicDoctor', { patients: 'allow', clinicUsers: 'notFound', clinicDashboard: 'notFound', settings: 'allow' }],
    [
      'assistant',
      { patients: 'redirectHome', clinicUsers: 'redirectHome', clinicDashboard: 'redirectHome', settings: 'redirectHome' },
    ],
    ['clinicAdmin', { patients: 'allow', clinicUsers: 'allow', clinicDashboard: 'allow', settings: 'allow' }],
    ['clinicUser', { patients: 'allow', clinicUsers: 'allow', clinicDashboard: 'notFound', settings: 'allow' }],
    ['clinicUnit', { patients: 'allow', clinicUsers: 'allow', clinicDashboard: 'notFound', settings: 'allow' }],
  ])('%s', (kind, expected) => {
    const profile = profileOf(kind);
    expect(Object.fromEntries(pages.map((page) => [page, pageAccess(page, profile)]))).toEqual(expected);
  });

  it('treats an assistant working as a doctor by its privilege, not its account kind', () => {
    expect(pageAccess('patients', assistantAsDoctor)).toBe('allow');
    expect(pageAccess('settings', assistantAsDoctor)).toBe('allow');
  });
});

describe('settingsAccess', () => {
  const allowed = (profile: ReturnType<typeof profileOf>) =>
    settingsPages.filter((page) => settingsAccess(page, profile) === 'allow');

  it.each<[AccountKind, SettingsPage[]]>([
    ['doctor', ['index', 'schedule', 'consultationReasons', 'preferences', 'users', 'subscription', 'gps']],
    // spec 3 section 6: no subscription page for a clinic doctor; its office is its own
    ['clinicDoctor', ['index', 'schedule', 'consultationReasons', 'preferences', 'gps']],
    ['assistant', []],
    ['clinicAdmin', ['index', 'clinicProfile', 'schedule', 'preferences', 'subscription']],
    ['clinicUser', ['index', 'clinicProfile', 'schedule', 'preferences', 'subscription']],
    // spec 1 section 6 and spec 3 section 6: no personal profile (nor its office) or consultation reasons for a unit
    ['clinicUnit', ['index', 'schedule', 'preferences', 'subscription']],
  ])('%s may open %j', (kind, expected) => {
    expect(allowed(profileOf(kind))).toEqual(expected);
  });

  it('refuses with the 404, except assistants who are sent home', () => {
    expect(settingsAccess('subscription', profileOf('clinicDoctor'))).toBe('notFound');
    expect(settingsAccess('schedule', profileOf('assistant'))).toBe('redirectHome');
  });

  it('opens the same pages to an assistant working as a doctor as to a doctor', () => {
    expect(allowed(assistantAsDoctor)).toEqual(allowed(profileOf('doctor')));
  });
});

describe('settingsIndexContent', () => {
  it.each<[AccountKind, string]>([
    ['doctor', 'doctorProfile'],
    ['clinicDoctor', 'doctorProfile'],
    ['clinicAdmin', 'clinicProfile'],
    ['clinicUser', 'clinicProfile'],
    ['clinicUnit', 'none'],
  ])('%s sees %s', (kind, expected) => {
    expect(settingsIndexContent(profileOf(kind))).toBe(expected);
  });
});
