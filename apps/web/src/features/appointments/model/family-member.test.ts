import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { createAppointmentSchema } from '@tabib/contracts/appointment-input';
import { appointmentOf, patientOf } from '../../../test/appointment-factory';
import { createRequestOf, emptyFormValues, formValuesOf, patientFieldsOf } from './appointment-form';
import { draftFamilyMemberOf, familyMemberRequestOf, noFamilyMember, personTitleOf } from './family-member';

const ids = { appointmentUiId: 'a5d0b3e4-1111-4c5e-9d1e-000000000001', patientUiId: 'a5d0b3e4-1111-4c5e-9d1e-000000000002' };
const memberId = '00000000-0000-4000-8000-00000000f001';
const child = { _id: memberId, firstName: 'Yacine', lastName: 'Belkacem', relation: 'child' as const };

const holderValues = () => ({
  ...emptyFormValues(dayjs('2026-11-23T17:00:00+01:00')),
  consultationReason: '00000000-0000-4000-8000-00000000a001',
  duration: 20,
  patientMode: 'existing' as const,
  ...patientFieldsOf(patientOf()),
});

const titles = {
  guest: 'Guest patient',
  familyMember: ({ member, holder }: { member: string; holder: string }) => `${member} (holder: ${holder})`,
};

describe('a booking for a family member (issue 22)', () => {
  it("is the patient's own by default: no member in the payload", () => {
    expect(emptyFormValues(null)).toMatchObject(noFamilyMember);
    expect(familyMemberRequestOf(noFamilyMember)).toEqual({ familyMemberId: null, familyMember: null });
    expect(draftFamilyMemberOf(noFamilyMember)).toBeNull();
  });

  it('sends a member typed anew by trimmed names and relation, under the holder; the contract accepts it', () => {
    const values = {
      ...holderValues(),
      forFamilyMember: true,
      memberFirstName: ' Yacine ',
      memberLastName: 'Belkacem ',
      memberRelation: 'child' as const,
    };
    const request = createRequestOf(values, ids, null);
    expect(request).toMatchObject({
      isNewPatient: false,
      patient: patientOf()._id,
      familyMemberId: null,
      familyMember: { firstName: 'Yacine', lastName: 'Belkacem', relation: 'child' },
    });
    expect(createAppointmentSchema.safeParse(request).success).toBe(true);
    expect(draftFamilyMemberOf(values)).toEqual({ ...child, _id: '' });
  });

  it('sends a member picked from the holder’s list by id only', () => {
    const values = { ...holderValues(), ...formValuesOf(appointmentOf({ familyMember: child })) };
    expect(values).toMatchObject({ forFamilyMember: true, familyMemberId: memberId, memberRelation: 'child' });
    const request = createRequestOf(values, ids, null);
    expect(request).toMatchObject({ familyMemberId: memberId, familyMember: null });
    expect(createAppointmentSchema.safeParse(request).success).toBe(true);
  });

  it('titles the member beside the holder, the patient alone otherwise', () => {
    expect(personTitleOf(appointmentOf({ familyMember: child }), titles)).toBe('Belkacem Yacine (holder: Belkacem Yasmine)');
    expect(personTitleOf(appointmentOf(), titles)).toBe('Belkacem Yasmine');
    expect(personTitleOf(appointmentOf({ title: ' ' }), titles)).toBe('Guest patient');
  });
});
