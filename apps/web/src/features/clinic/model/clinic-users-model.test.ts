import { describe, expect, it } from 'vitest';
import type { ClinicEntity, ClinicStats } from '@tabib/contracts/clinic-users';
import type { ClinicDoctor } from '@tabib/contracts/user';
import {
  changeFilters,
  createBodyOf,
  emptyFormValues,
  formValuesOf,
  initialFilters,
  listQueryOf,
  quotaReached,
  specialitiesInUse,
  updateBodyOf,
} from './clinic-users-model';

const cardiology = { _id: 'cardio', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' } };
const dermatology = { _id: 'derma', title: { fr: 'Dermatologie', en: 'Dermatology', ar: 'طب الجلد' } };

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

describe('clinic users filters', () => {
  it('goes back to page 1 on any change but the page', () => {
    const onPage3 = changeFilters(initialFilters, { page: 3 });
    expect(onPage3.page).toBe(3);
    expect(changeFilters(onPage3, { search: 'ha' })).toMatchObject({ page: 1, search: 'ha' });
    expect(changeFilters(onPage3, { workStatus: 'work' })).toMatchObject({ page: 1, workStatus: 'work' });
  });

  it("starts the other list without the doctors' filters", () => {
    const filtered = changeFilters(initialFilters, { speciality: 'cardio', workStatus: 'work', search: 'ha' });
    expect(changeFilters(filtered, { type: 'user' })).toEqual({ ...initialFilters, type: 'user' });
    expect(changeFilters(filtered, { type: 'doctor' })).toEqual(filtered);
  });

  it("sends the doctors' filters for doctors only, and no empty text", () => {
    const filters = { ...initialFilters, speciality: 'cardio', workStatus: 'work' as const, search: '  ' };
    expect(listQueryOf(filters)).toEqual({ type: 'doctor', page: 1, limit: 10, speciality: 'cardio', work_status: 'work' });
    expect(listQueryOf({ ...filters, type: 'user', search: ' ha ' })).toEqual({ type: 'user', page: 1, limit: 10, search: 'ha' });
  });
});

describe('clinic quota', () => {
  const stats: ClinicStats = { doctors: 10, onlineDoctors: 2, users: 3, doctorQuota: 10, userQuota: 5 };
  it('is reached per type once the count meets the plan', () => {
    expect(quotaReached(stats, 'doctor')).toBe(true);
    expect(quotaReached(stats, 'user')).toBe(false);
    expect(quotaReached({ ...stats, users: 6 }, 'user')).toBe(true);
    expect(quotaReached(undefined, 'doctor')).toBe(false);
  });
});

describe('speciality filter', () => {
  it("offers each speciality of the clinic's doctors once", () => {
    const doctors = [
      { specialities: [cardiology] },
      { specialities: [dermatology, cardiology] },
      { specialities: [] },
    ] as unknown as ClinicDoctor[];
    expect(specialitiesInUse(doctors)).toEqual([cardiology, dermatology]);
  });
});

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
