import { describe, expect, it } from 'vitest';
import {
  ageDigits,
  bookingBodyOf,
  bookingFormSchema,
  initialBookingForm,
  latinDigits,
  type BookingFormValues,
} from './booking-form';

const filled: BookingFormValues = {
  ...initialBookingForm,
  gender: 'FEMALE',
  lastName: '  Belkacem ',
  firstName: 'Yasmine',
  phone: '+213 0661 23 45 01',
  birthday: '12/04/1988',
};

/** The messages of the form's issues, by field. */
function issuesOf(values: Partial<BookingFormValues>): Record<string, string> {
  const result = bookingFormSchema.safeParse({ ...filled, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('bookingFormSchema', () => {
  it('accepts a filled form', () => {
    expect(issuesOf({})).toEqual({});
    expect(issuesOf({ email: 'yasmine@example.dz', phone: '0661234501' })).toEqual({});
  });

  it('asks for the gender, the names and a phone; the prefix alone is no phone', () => {
    expect(issuesOf({ gender: undefined, lastName: '  ', firstName: '', phone: '+213 ' })).toEqual({
      gender: 'validation.required',
      lastName: 'validation.required',
      firstName: 'validation.required',
      phone: 'validation.required',
    });
  });

  it('refuses a phone that is not one, and a malformed e-mail', () => {
    expect(issuesOf({ phone: '+213 12' })).toEqual({ phone: 'validation.phone' });
    expect(issuesOf({ email: 'yasmine@' })).toEqual({ email: 'validation.email' });
  });

  it('asks for the birthday or the age, whichever the patient chose, and checks it', () => {
    expect(issuesOf({ birthday: '' })).toEqual({ birthday: 'validation.required' });
    expect(issuesOf({ birthday: '31/02/1988' })).toEqual({ birthday: 'validation.dateFormat' });
    expect(issuesOf({ birthMode: 'age', birthday: '', age: '' })).toEqual({ age: 'validation.required' });
    expect(issuesOf({ birthMode: 'age', birthday: '', age: '131' })).toEqual({ age: 'validation.invalid' });
    expect(issuesOf({ birthMode: 'age', birthday: 'nonsense', age: '34' })).toEqual({});
  });

  it("asks for the family member's names and relation only when booking for one", () => {
    expect(issuesOf({ forFamilyMember: false, memberFirstName: '' })).toEqual({});
    expect(issuesOf({ forFamilyMember: true, memberLastName: ' ' })).toEqual({
      memberLastName: 'validation.required',
      memberFirstName: 'validation.required',
      memberRelation: 'validation.required',
    });
    expect(
      issuesOf({ forFamilyMember: true, memberLastName: 'Belkacem', memberFirstName: 'Ines', memberRelation: 'child' }),
    ).toEqual({});
  });
});

describe('typed digits', () => {
  it('reads Arabic-Indic digits as Latin ones and keeps up to three for an age', () => {
    expect(latinDigits('١٢/٠٤/١٩٨٨')).toBe('12/04/1988');
    expect(ageDigits('٣٤ ans')).toBe('34');
    expect(ageDigits('12345')).toBe('123');
  });
});

describe('bookingBodyOf', () => {
  const slot = { reason: '00000000-0000-4000-8000-00000000a001', type: 'cabinet' as const, startAt: '2026-06-02T08:00:00.000Z' };

  it('sends the phone in E.164, trimmed names, no empty e-mail, the birthday chosen, the language', () => {
    expect(bookingBodyOf(filled, slot, 'payload', 'ar')).toEqual({
      ...slot,
      patient: {
        gender: 'FEMALE',
        firstName: 'Yasmine',
        lastName: 'Belkacem',
        phone: '+213661234501',
        email: null,
        birthday: '12/04/1988',
        age: null,
      },
      locale: 'ar',
      altcha: 'payload',
    });
  });

  it('sends the family member with trimmed names, the details above being the holder’s', () => {
    const values = {
      ...filled,
      forFamilyMember: true,
      memberLastName: ' Belkacem',
      memberFirstName: 'Ines ',
      memberRelation: 'child' as const,
    };
    const body = bookingBodyOf(values, slot, 'payload', 'fr');
    expect(body.familyMember).toEqual({ firstName: 'Ines', lastName: 'Belkacem', relation: 'child' });
    expect(body.patient).toMatchObject({ firstName: 'Yasmine', lastName: 'Belkacem', birthday: '12/04/1988' });
    // Unticked, what was typed for a member is not sent.
    expect(bookingBodyOf({ ...values, forFamilyMember: false }, slot, 'payload', 'fr')).not.toHaveProperty('familyMember');
  });

  it('sends the age instead when the patient gave it', () => {
    const body = bookingBodyOf({ ...filled, birthMode: 'age', age: '34', email: ' y@example.dz ' }, slot, 'payload', 'fr');
    expect(body.patient).toMatchObject({ birthday: null, age: 34, email: 'y@example.dz' });
  });
});
