import { describe, expect, it } from 'vitest';
import type { AccountKind } from '@tabib/contracts/user';
import { assistantAsDoctor, limitedDoctor, profileOf } from '../../test/profile-factory';
import { headerControlsFor, profileMenuItemsFor, settingsItemsFor, sidebarItemsFor } from './nav-items';

const testIds = (items: { testId: string }[]) => items.map((item) => item.testId);

describe('sidebarItemsFor', () => {
  it.each<[AccountKind, string[]]>([
    ['doctor', ['nav-calendar', 'nav-patients']],
    ['clinicDoctor', ['nav-calendar', 'nav-patients']],
    ['assistant', ['nav-calendar']],
    ['clinicAdmin', ['nav-calendar', 'nav-patients', 'nav-clinic-users', 'nav-clinic-dashboard']],
    ['clinicUser', ['nav-calendar', 'nav-patients', 'nav-clinic-users']],
    ['clinicUnit', ['nav-calendar', 'nav-patients', 'nav-clinic-users']],
  ])('%s', (kind, expected) => {
    expect(testIds(sidebarItemsFor(profileOf(kind)))).toEqual(expected);
  });
});

describe('profileMenuItemsFor (Logout is always added)', () => {
  it.each<[AccountKind, string[]]>([
    ['doctor', ['menu-my-profile', 'menu-schedule', 'menu-subscription']],
    // spec 1 section 2: My profile is for non-clinic, non-unit users
    ['clinicDoctor', ['menu-schedule']],
    ['assistant', []],
    ['clinicAdmin', ['menu-clinic-profile', 'menu-schedule', 'menu-subscription']],
    ['clinicUser', ['menu-clinic-profile', 'menu-schedule', 'menu-subscription']],
    ['clinicUnit', ['menu-schedule', 'menu-subscription']],
  ])('%s', (kind, expected) => {
    expect(testIds(profileMenuItemsFor(profileOf(kind)))).toEqual(expected);
  });

  it('gives an assistant working as a doctor the doctor menu', () => {
    expect(testIds(profileMenuItemsFor(assistantAsDoctor))).toEqual(['menu-my-profile', 'menu-schedule', 'menu-subscription']);
  });
});

describe('settingsItemsFor', () => {
  it.each<[AccountKind, string[]]>([
    ['doctor', ['index', 'schedule', 'consultationReasons', 'preferences', 'users', 'subscription', 'gps']],
    ['clinicDoctor', ['index', 'schedule', 'consultationReasons', 'preferences', 'gps']],
    ['assistant', []],
    ['clinicAdmin', ['clinicProfile', 'schedule', 'preferences', 'subscription']],
    ['clinicUser', ['clinicProfile', 'schedule', 'preferences', 'subscription']],
    ['clinicUnit', ['schedule', 'preferences', 'subscription']],
  ])('%s', (kind, expected) => {
    expect(settingsItemsFor(profileOf(kind)).map((item) => item.key)).toEqual(expected);
  });
});

describe('headerControlsFor', () => {
  it.each<[string, ReturnType<typeof profileOf>, ReturnType<typeof headerControlsFor>]>([
    [
      'doctor',
      profileOf('doctor'),
      { patientSearch: true, patientShortcut: 'enabled', notificationBell: true, clinicDoctors: false },
    ],
    [
      'DOC-DEA doctor',
      limitedDoctor,
      { patientSearch: true, patientShortcut: 'disabled', notificationBell: true, clinicDoctors: false },
    ],
    [
      'clinic doctor',
      profileOf('clinicDoctor'),
      { patientSearch: true, patientShortcut: 'enabled', notificationBell: true, clinicDoctors: false },
    ],
    [
      'assistant',
      profileOf('assistant'),
      { patientSearch: false, patientShortcut: 'hidden', notificationBell: true, clinicDoctors: false },
    ],
    [
      'clinic admin',
      profileOf('clinicAdmin'),
      { patientSearch: true, patientShortcut: 'hidden', notificationBell: false, clinicDoctors: true },
    ],
    [
      'clinic user',
      profileOf('clinicUser'),
      { patientSearch: true, patientShortcut: 'hidden', notificationBell: false, clinicDoctors: true },
    ],
    [
      'clinic unit',
      profileOf('clinicUnit'),
      { patientSearch: true, patientShortcut: 'enabled', notificationBell: true, clinicDoctors: true },
    ],
  ])('%s', (_, profile, expected) => {
    expect(headerControlsFor(profile)).toEqual(expected);
  });
});
