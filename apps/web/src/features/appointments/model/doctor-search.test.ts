import { describe, expect, it } from 'vitest';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { doctorSearchThreshold, searchDoctors } from './doctor-search';

const cardiology = { _id: 's1', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' } };
const dermatology = { _id: 's2', title: { fr: 'Dermatologie', en: 'Dermatology', ar: 'طب الجلد' } };
const doctor = (id: string, firstName: string, lastName: string, specialities: ClinicDoctor['specialities']): ClinicDoctor => ({
  _id: id,
  title: 'Dr',
  firstName,
  lastName,
  picture: null,
  specialities,
  work_status: 'off',
});
const doctors = [
  doctor('bouzid', 'Rachid', 'Bouzid', [cardiology]),
  doctor('saadi', 'Leila', 'Saadi', [dermatology]),
  doctor('ferhat', 'Omar', 'Ferhat', [cardiology]),
  doctor('benabdellah', 'Nadia', 'Benabdellah', []),
];
const found = (query: string) => searchDoctors(doctors, query).map((entry) => entry._id);

describe('searchDoctors (Fuse.js, threshold 0.1)', () => {
  it('uses the threshold of the spec', () => {
    expect(doctorSearchThreshold).toBe(0.1);
  });

  it('lists every doctor, in order, for an empty or blank query', () => {
    expect(found('')).toEqual(['bouzid', 'saadi', 'ferhat', 'benabdellah']);
    expect(found('   ')).toEqual(['bouzid', 'saadi', 'ferhat', 'benabdellah']);
  });

  it('finds by first name, last name or both, whatever the case and the place in the name', () => {
    expect(found('OUZI')).toEqual(['bouzid']);
    expect(found('leila')).toEqual(['saadi']);
    expect(found('omar ferhat')).toEqual(['ferhat']);
  });

  it('finds by speciality in any of the three languages', () => {
    expect(found('dermato')).toEqual(['saadi']);
    expect(found('cardiology').sort()).toEqual(['bouzid', 'ferhat']);
    expect(found('القلب').sort()).toEqual(['bouzid', 'ferhat']);
  });

  it('forgives one slip in ten letters, not in six (0.1 is strict)', () => {
    expect(found('benabdxllah')).toEqual(['benabdellah']);
    expect(found('bouzld')).toEqual([]);
    expect(found('zzzz')).toEqual([]);
  });
});
