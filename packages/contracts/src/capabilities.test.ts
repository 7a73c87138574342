import { describe, expect, it } from 'vitest';
import { capabilitiesOf, roleOf, roles, type Capability, type Level } from './capabilities';
import type { AccountKind, Privilege } from './user';

const accountOfRole = (role: (typeof roles)[number]) => {
  const [kind, privilege] = role.split('/') as [AccountKind, Privilege];
  return { kind, privilege };
};
const column = (capability: Capability) =>
  Object.fromEntries(roles.map((role) => [role, capabilitiesOf(accountOfRole(role))[capability]])) as Record<string, Level>;

describe('the capability table', () => {
  it('reads every account type x privilege as its own column', () => {
    for (const role of roles) expect(roleOf(accountOfRole(role))).toBe(role);
    expect(roleOf({ kind: 'clinicUser', privilege: 'DOC-DEA' })).toBe('clinicUser/DOC-ALL');
  });

  it('spec 2 section 6: payment hidden for clinic users and ASS, disabled for DOC-DEA', () => {
    expect(column('records.payments')).toMatchObject({
      'doctor/DOC-ALL': 'enabled',
      'doctor/DOC-DEA': 'disabled',
      'assistant/DOC-DEA': 'disabled',
      'assistant/ASS': 'hidden',
      'clinicAdmin/DOC-ALL': 'hidden',
      'clinicUser/DOC-ALL': 'hidden',
      'clinicUnit/DOC-ALL': 'hidden',
    });
  });

  it('spec 1 and 2 section 6: failed actions disabled for DOC-DEA, not shown to ASS and clinic users; the clinic admin reads, never clears', () => {
    expect(column('failedActions.open')).toMatchObject({
      'doctor/DOC-DEA': 'disabled',
      'assistant/DOC-DEA': 'disabled',
      'assistant/ASS': 'hidden',
      'clinicAdmin/DOC-ALL': 'enabled',
      'clinicUser/DOC-ALL': 'hidden',
      'clinicUnit/DOC-ALL': 'hidden',
    });
    for (const role of ['clinicAdmin/DOC-ALL', 'clinicUser/DOC-ALL', 'clinicUnit/DOC-ALL'])
      expect(column('failedActions.clear')[role]).toBe('hidden');
  });

  it('spec 1 section 2 and spec 3 section 2: no My profile for clinic doctors and clinic accounts, no index for units', () => {
    expect(column('menu.myProfile')).toMatchObject({
      'doctor/DOC-ALL': 'enabled',
      'assistant/DOC-ALL': 'enabled',
      'clinicDoctor/DOC-ALL': 'hidden',
      'clinicUnit/DOC-ALL': 'hidden',
    });
    expect(column('profile.edit')['clinicUnit/DOC-ALL']).toBe('hidden');
    expect(column('clinic.profile')['clinicUnit/DOC-ALL']).toBe('hidden');
    expect(column('subscription')['clinicDoctor/DOC-ALL']).toBe('hidden');
  });

  it('spec 1 section 4: clinic notices for the accounts acting for the clinic doctors, the bell as spec 1 section 6 says', () => {
    expect(column('notifications.clinicNotices')).toEqual({
      'doctor/DOC-ALL': 'hidden',
      'doctor/DOC-DEA': 'hidden',
      'clinicDoctor/DOC-ALL': 'hidden',
      'clinicDoctor/DOC-DEA': 'hidden',
      'assistant/ASS': 'hidden',
      'assistant/DOC-ALL': 'hidden',
      'assistant/DOC-DEA': 'hidden',
      'clinicAdmin/DOC-ALL': 'enabled',
      'clinicUser/DOC-ALL': 'enabled',
      'clinicUnit/DOC-ALL': 'enabled',
    });
    expect(column('notifications.bell')).toMatchObject({
      'clinicAdmin/DOC-ALL': 'hidden',
      'clinicUser/DOC-ALL': 'hidden',
      'clinicUnit/DOC-ALL': 'enabled',
    });
  });

  it('issue 22 points 7 and 8: only doctors confirm a payment someone else took; only clinic doctors track the clinic subscription', () => {
    const doctors = ['doctor/DOC-ALL', 'doctor/DOC-DEA', 'clinicDoctor/DOC-ALL', 'clinicDoctor/DOC-DEA'];
    for (const role of roles) {
      expect(column('notifications.confirmPayment')[role], role).toBe(doctors.includes(role) ? 'enabled' : 'hidden');
      expect(column('subscription.clinicBanner')[role], role).toBe(role.startsWith('clinicDoctor/') ? 'enabled' : 'hidden');
    }
  });
});
