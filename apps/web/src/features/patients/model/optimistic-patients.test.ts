import { describe, expect, it } from 'vitest';
import type { Patient } from '@tabib/contracts/patients';
import { withCreatedPatient, withUpdatedPatient } from './optimistic-patients';

const patient = (id: string, lastName: string): Patient => ({
  _id: id,
  firstName: 'Amel',
  lastName,
  birthday: null,
  gender: 'FEMALE',
  phone: '+213661234501',
  email: null,
  picture: null,
  picture_url: null,
  isGuest: true,
  maritalStatus: null,
  generalStatus: 'active',
  address: { state: null, city: null },
  missedAppointments: [],
  missingAppointments: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const list = { success: true as const, total: 2, patients: [patient('a', 'Zerrouki'), patient('b', 'Belkacem')] };
const form = {
  firstName: ' Salima ',
  lastName: 'Hadj',
  phone: '0556 12 34 56',
  birthday: '04/02/1991',
  gender: 'FEMALE' as const,
};

describe('optimistic patient lists (spec 2 section 4)', () => {
  it('an update changes only that patient, with the phone as the server will store it', () => {
    const next = withUpdatedPatient(list, 'b', form)!;
    expect(next.patients[0]).toBe(list.patients[0]);
    expect(next.patients[1]).toMatchObject({
      _id: 'b',
      firstName: 'Salima',
      lastName: 'Hadj',
      phone: '+213556123456',
      birthday: '04/02/1991',
    });
    expect(list.patients[1]!.lastName).toBe('Belkacem');
    expect(withUpdatedPatient(undefined, 'b', form)).toBeUndefined();
  });

  it('a create shows first under its client id and counts in the total', () => {
    const next = withCreatedPatient(list, 'client-1', form, new Date('2026-11-22T09:00:00Z'))!;
    expect(next.total).toBe(3);
    expect(next.patients.map((entry) => entry._id)).toEqual(['client-1', 'a', 'b']);
    expect(next.patients[0]).toMatchObject({
      lastName: 'Hadj',
      isGuest: true,
      generalStatus: 'active',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
  });
});
