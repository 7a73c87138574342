import { describe, expect, it } from 'vitest';
import type { ClinicStats } from '@tabib/contracts/clinic-users';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { changeFilters, initialFilters, listQueryOf, quotaReached, specialitiesInUse } from './clinic-users-model';

const cardiology = { _id: 'cardio', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' } };
const dermatology = { _id: 'derma', title: { fr: 'Dermatologie', en: 'Dermatology', ar: 'طب الجلد' } };

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
