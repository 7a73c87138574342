import { describe, expect, it } from 'vitest';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { reasonOf } from '../../../test/appointment-factory';
import { profileOf } from '../../../test/profile-factory';
import { doctorsOfSpeciality } from './clinic-doctors';
import { searchDoctors } from './doctor-search';
import { actingReasonsOf, reasonOptionsOf, reasonsOf } from './consultation-reasons';
import { createMessageKey, updateMessageKey } from './error-messages';

const speciality = (id: string, fr: string) => ({ _id: id, title: { fr, en: fr, ar: fr } });
const doctor = (
  id: string,
  firstName: string,
  lastName: string,
  specialities: ClinicDoctor['specialities'] = [],
): ClinicDoctor => ({
  _id: id,
  title: 'Dr',
  firstName,
  lastName,
  picture: null,
  specialities,
  work_status: 'work',
});
const doctors = [
  doctor('d1', 'Samir', 'Haddad', [speciality('s1', 'Cardiologie')]),
  doctor('d2', 'Leila', 'Mansouri', [speciality('s2', 'Pédiatrie'), speciality('s1', 'Cardiologie')]),
  doctor('d3', 'Rachid', 'Hadj', []),
];

describe('clinic doctors', () => {
  it('fuzzy search at threshold 0.1 finds close spellings only', () => {
    expect(searchDoctors(doctors, '').map((entry) => entry._id)).toEqual(['d1', 'd2', 'd3']);
    expect(searchDoctors(doctors, 'mansouri').map((entry) => entry._id)).toEqual(['d2']);
    expect(searchDoctors(doctors, 'hadd').map((entry) => entry._id)).toEqual(['d1']);
    expect(searchDoctors(doctors, 'xyz')).toEqual([]);
  });

  it('the speciality filter keeps the doctors of that speciality', () => {
    expect(doctorsOfSpeciality(doctors, 's2').map((entry) => entry._id)).toEqual(['d2']);
    expect(doctorsOfSpeciality(doctors, 's1').map((entry) => entry._id)).toEqual(['d1', 'd2']);
    expect(doctorsOfSpeciality(doctors, null)).toHaveLength(3);
  });
});

describe('consultation reasons', () => {
  it('parses the profile lists, skipping malformed entries, in order', () => {
    expect(
      reasonsOf([reasonOf({ _id: 'b', order: 2 }), { nope: true }, reasonOf({ _id: 'a', order: 1 })]).map((reason) => reason._id),
    ).toEqual(['a', 'b']);
  });

  it("a clinic account gets the selected doctor's reasons", () => {
    const clinic = profileOf('clinicUser', {
      consultationReasonsGrouped: [{ doctorId: 'd2', reasons: [reasonOf({ _id: 'r-d2' })] }],
    });
    expect(actingReasonsOf(clinic, 'd2').map((reason) => reason._id)).toEqual(['r-d2']);
    expect(actingReasonsOf(clinic, 'd1')).toEqual([]);
    expect(actingReasonsOf(profileOf('doctor', { consultationReasons: [reasonOf()] }), null)).toHaveLength(1);
  });

  it('offers bookable reasons, plus a selected deleted one, disabled', () => {
    const deleted = reasonOf({ _id: 'gone', isDeleted: true });
    const options = reasonOptionsOf([reasonOf(), reasonOf({ _id: 'off', isEnabled: false }), deleted], deleted);
    expect(options.map((option) => [option.reason._id, option.disabled])).toEqual([
      ['00000000-0000-4000-8000-00000000a001', false],
      ['gone', true],
    ]);
  });
});

describe('messages', () => {
  it('create codes outside the catalogue read as a server error; update ones as unknown', () => {
    expect(createMessageKey('slotAlreadyBooked')).toBe('slotAlreadyBooked');
    expect(createMessageKey('forbidden')).toBe('createAppointmentServerError');
    expect(updateMessageKey('AppointmentConsultationReasonNotAcceptable')).toBe('AppointmentConsultationReasonNotAcceptable');
    expect(updateMessageKey('PatientWithPhoneNumberExist')).toBe('PatientWithPhoneNumberExist');
    expect(updateMessageKey('forbidden')).toBe('unknown');
  });
});
