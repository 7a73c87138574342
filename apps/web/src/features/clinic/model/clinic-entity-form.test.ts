import { describe, expect, it } from 'vitest';
import type { ClinicEntity } from '@tabib/contracts/clinic-users';
import { createBodyOf, emptyFormValues, formValuesOf, updateBodyOf } from './clinic-entity-form';

const cardiology = { _id: 'cardio', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' } };

const doctor: ClinicEntity = {
  _id: 'doctor-1',
  type: 'doctor',
  email: 'yacine@tabib.test',
  title: 'Dr',
  firstName: 'Yacine',
  lastName: 'Haddad',
  phone: '+213661112233',
  picture: null,
  specialities: [cardiology],
  work_status: 'off',
  role: null,
  is_allowed_for_telemedicine_calls: false,
  pendingFirstLogin: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const member: ClinicEntity = { ...doctor, _id: 'user-1', type: 'user', specialities: [], work_status: null, role: 'member' };

describe('clinic entity form', () => {
  it('starts an edit from the account, its phone shown grouped', () => {
    expect(formValuesOf(doctor)).toEqual({
      email: 'yacine@tabib.test',
      title: 'Dr',
      firstName: 'Yacine',
      lastName: 'Haddad',
      phone: '066 111 2233',
      specialities: ['cardio'],
      telemedicineAllowed: false,
      role: 'member',
    });
  });

  it("adds with the type's fields only", () => {
    const values = { ...emptyFormValues, email: 'a@b.dz', firstName: 'A', lastName: 'B', specialities: ['cardio'] };
    expect(createBodyOf('doctor', values)).toEqual({
      type: 'doctor',
      email: 'a@b.dz',
      firstName: 'A',
      lastName: 'B',
      phone: '',
      title: 'Dr',
      specialities: ['cardio'],
      telemedicineAllowed: false,
    });
    expect(createBodyOf('user', { ...values, role: 'unit' })).toEqual({
      type: 'user',
      email: 'a@b.dz',
      firstName: 'A',
      lastName: 'B',
      phone: '',
      role: 'unit',
    });
  });

  it('edits only what changed', () => {
    const unchanged = formValuesOf(doctor);
    expect(updateBodyOf(doctor, unchanged)).toEqual({ type: 'doctor', userId: 'doctor-1' });
    expect(updateBodyOf(doctor, { ...unchanged, specialities: ['cardio'], lastName: ' Haddad ' })).toEqual({
      type: 'doctor',
      userId: 'doctor-1',
    });
    expect(
      updateBodyOf(doctor, { ...unchanged, phone: '', specialities: ['derma', 'cardio'], telemedicineAllowed: true }),
    ).toEqual({ type: 'doctor', userId: 'doctor-1', phone: '', specialities: ['derma', 'cardio'], telemedicineAllowed: true });
    expect(updateBodyOf(member, { ...formValuesOf(member), role: 'admin', title: 'Pr' })).toEqual({
      type: 'user',
      userId: 'user-1',
      role: 'admin',
    });
  });
});
