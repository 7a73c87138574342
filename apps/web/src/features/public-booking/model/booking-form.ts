import { z } from 'zod';
import type { AppointmentType } from '@tabib/contracts/appointments';
import type { Locale } from '@tabib/contracts/locales';
import { familyRelations, genders, parseBirthday, type FamilyRelation } from '@tabib/contracts/patients';
import { defaultPhonePrefix, toE164 } from '@tabib/contracts/phone';
import { publicBookingBodySchema, type PublicBookingBody } from '@tabib/contracts/public-booking-input';
import { textLimits, tooLong } from '@tabib/contracts/text-limits';

export const birthModes = ['birthday', 'age'] as const;
export type BirthMode = (typeof birthModes)[number];

/** The age field's bounds, the contract's (newPatientSchema). */
export const ageBounds = { min: 0, max: 130 } as const;

/** What the patient types. The gender is asked, never assumed: it starts unset. */
export interface BookingFormValues {
  gender?: (typeof genders)[number];
  lastName: string;
  firstName: string;
  phone: string;
  email: string;
  birthMode: BirthMode;
  birthday: string;
  /** Digits only (the field keeps nothing else). */
  age: string;
  /** The appointment is for a member of the patient's family: the details above are then the adult's who books. */
  forFamilyMember: boolean;
  memberLastName: string;
  memberFirstName: string;
  /** unset until chosen */
  memberRelation?: FamilyRelation;
}

/** The phone starts with Algeria's prefix: a local number typed after it (0661..., 661...) reads the same. */
export const initialBookingForm: BookingFormValues = {
  lastName: '',
  firstName: '',
  phone: `${defaultPhonePrefix} `,
  email: '',
  birthMode: 'birthday',
  birthday: '',
  age: '',
  forFamilyMember: false,
  memberLastName: '',
  memberFirstName: '',
};

const requiredMessage = 'validation.required';
// A fresh object each time: zod moves `message` to `error` in the object it is given.
const required = () => ({ message: requiredMessage });
const name = z.string(required()).trim().min(1, required()).max(textLimits.personName, tooLong);

/**
 * The form's checks, with messages the app's validation namespace translates (lib/use-zod-rule).
 * The contract's patient schema answers one code for every field; here each field says what is wrong.
 */
export const bookingFormSchema = z
  .object({
    gender: z.enum(genders, required()),
    lastName: name,
    firstName: name,
    phone: z
      .string(required())
      .max(textLimits.phone, tooLong)
      .trim()
      // The prefix alone is an empty field.
      .refine((value) => value.replace(/\s/g, '') !== defaultPhonePrefix && value !== '', required())
      .refine((value) => value.replace(/\s/g, '') === defaultPhonePrefix || value === '' || toE164(value) !== null, {
        message: 'validation.phone',
      }),
    email: z
      .string()
      .trim()
      .max(textLimits.email, tooLong)
      .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'validation.email' })
      .optional(),
    birthMode: z.enum(birthModes),
    birthday: z.string().max(textLimits.displayDate, { message: 'validation.dateFormat' }).optional(),
    age: z.string().max(3, { message: 'validation.invalid' }).optional(),
    forFamilyMember: z.boolean().optional(),
    memberLastName: z.string().max(textLimits.personName, tooLong).optional(),
    memberFirstName: z.string().max(textLimits.personName, tooLong).optional(),
    memberRelation: z.enum(familyRelations).optional(),
  })
  .superRefine((values, context) => {
    if (values.forFamilyMember) {
      for (const field of ['memberLastName', 'memberFirstName', 'memberRelation'] as const) {
        if (!values[field]?.trim()) context.addIssue({ code: 'custom', path: [field], message: requiredMessage });
      }
    }
    if (values.birthMode === 'birthday') {
      const birthday = values.birthday?.trim() ?? '';
      if (birthday === '') context.addIssue({ code: 'custom', path: ['birthday'], message: requiredMessage });
      else if (parseBirthday(birthday) === null)
        context.addIssue({ code: 'custom', path: ['birthday'], message: 'validation.dateFormat' });
      return;
    }
    const age = values.age?.trim() ?? '';
    if (age === '') context.addIssue({ code: 'custom', path: ['age'], message: requiredMessage });
    else if (ageOf(age) === null) context.addIssue({ code: 'custom', path: ['age'], message: 'validation.invalid' });
  });

/** The age typed, as a number within the contract's bounds, or null. */
export function ageOf(typed: string): number | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const age = Number(typed);
  return age >= ageBounds.min && age <= ageBounds.max ? age : null;
}

/** Arabic-Indic digits (٠-٩, as an Arabic keyboard types them) as Latin ones, the app's. */
export function latinDigits(typed: string): string {
  return typed.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/** What the age field keeps of what is typed: up to three digits. */
export function ageDigits(typed: string): string {
  return latinDigits(typed).replace(/\D/g, '').slice(0, 3);
}

export interface ChosenSlot {
  reason: string;
  type: AppointmentType;
  startAt: string;
}

/** The booking request of a checked form, for a slot, with the proof of work's payload. */
export function bookingBodyOf(values: BookingFormValues, slot: ChosenSlot, altcha: string, locale: Locale): PublicBookingBody {
  const byBirthday = values.birthMode === 'birthday';
  const email = values.email.trim();
  return publicBookingBodySchema.parse({
    reason: slot.reason,
    type: slot.type,
    startAt: slot.startAt,
    patient: {
      gender: values.gender,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: toE164(values.phone) ?? values.phone.trim(),
      email: email === '' ? null : email,
      birthday: byBirthday ? values.birthday.trim() : null,
      age: byBirthday ? null : ageOf(values.age),
    },
    ...(values.forFamilyMember
      ? {
          familyMember: {
            firstName: values.memberFirstName.trim(),
            lastName: values.memberLastName.trim(),
            relation: values.memberRelation,
          },
        }
      : {}),
    locale,
    altcha,
  });
}
