import { describe, expect, it } from 'vitest';
import { limitedDoctor, profileOf } from '../../../test/profile-factory';
import { ageOf } from './patient-display';
import { clinicDoctorOf, patientPermissionsOf } from './patient-permissions';

describe('patient permissions (spec 2 sections 2.1, 2.2, 6)', () => {
  it('DOC-ALL has every tab, the add button and the row actions', () => {
    const all = patientPermissionsOf(profileOf('doctor'));
    expect(Object.values(all.tabs).every((tab) => tab === 'enabled')).toBe(true);
    expect(all).toMatchObject({ addButton: 'enabled', rowActions: true, listOnly: false, accessLog: true });
  });
  it('DOC-DEA sees the record tabs and payment disabled, the add button disabled, no row actions', () => {
    const dea = patientPermissionsOf(limitedDoctor);
    expect(dea.tabs).toEqual({
      info: 'enabled',
      history: 'disabled',
      medicalProfile: 'disabled',
      reports: 'disabled',
      medicalFiles: 'disabled',
      payment: 'disabled',
    });
    expect(dea).toMatchObject({ addButton: 'disabled', rowActions: false, accessLog: false });
  });
  it('clinic users see the list only; payment hidden', () => {
    const clinic = patientPermissionsOf(profileOf('clinicUser'));
    expect(clinic).toMatchObject({ listOnly: true, addButton: 'hidden', rowActions: false, openRecord: false });
    expect(clinic.tabs.payment).toBe('hidden');
  });
  it('assistants: payment and the add button not shown', () => {
    const assistant = patientPermissionsOf(profileOf('assistant'));
    expect(assistant.tabs.payment).toBe('hidden');
    expect(assistant.addButton).toBe('hidden');
  });
});

describe('patient display', () => {
  const today = new Date('2026-06-15T12:00:00Z');
  it('gives the age in years, else months, else days', () => {
    expect(ageOf('15/06/1990', today)).toEqual({ value: 36, unit: 'years' });
    expect(ageOf('01/01/2026', today)).toEqual({ value: 5, unit: 'months' });
    expect(ageOf('05/06/2026', today)).toEqual({ value: 10, unit: 'days' });
    expect(ageOf(null, today)).toBeNull();
  });
});

describe('the clinic doctor a clinic account acts for', () => {
  const doctor = (_id: string) => ({
    _id,
    title: 'Dr',
    firstName: 'A',
    lastName: _id,
    picture: null,
    specialities: [],
    work_status: 'work',
  });
  const clinicObject = {
    _id: 'c',
    name: 'Clinique',
    doctors: [doctor('d1'), doctor('d2')],
    users: [],
    specialities: [],
    gallery: [],
    bg_header: null,
  };

  it("is the calendar's choice when it is one of the clinic's doctors, else the first", () => {
    expect(clinicDoctorOf({ clinicObject }, 'd2')).toBe('d2');
    expect(clinicDoctorOf({ clinicObject }, null)).toBe('d1');
    expect(clinicDoctorOf({ clinicObject }, 'another-clinic-doctor')).toBe('d1');
    expect(clinicDoctorOf({ clinicObject: null }, 'd2')).toBeNull();
  });
});
