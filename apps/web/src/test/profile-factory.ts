import type { AccountKind, UserProfile } from '@tabib/contracts/user';

const base: UserProfile = {
  _id: 'user-1',
  email: 'someone@tabib.test',
  firstName: 'Amine',
  lastName: 'Benali',
  title: 'Dr',
  picture: null,
  locale: 'fr',
  accept_terms: true,
  firstLoginPswReset: true,
  role: null,
  isClinic: false,
  clinic: null,
  clinic_user: false,
  clinic_doctor: false,
  isClinicUnit: false,
  isAssistant: false,
  userPosition: null,
  is_allowed_for_telemedicine_calls: false,
  settings: { allowAll: true },
  privileges: 'DOC-ALL',
  offices: [],
  consultationReasons: [],
  consultationReasonsGrouped: [],
  clinicObject: null,
  practiceDoctor: null,
};

const employer: UserProfile['practiceDoctor'] = {
  _id: '00000000-0000-4000-8000-00000000d001',
  title: 'Dr',
  firstName: 'Karim',
  lastName: 'Saidi',
  email: 'employer@tabib.test',
  specialities: [],
};

/** Profiles as the server presents each demo account kind. */
const kinds: Record<AccountKind, Partial<UserProfile>> = {
  doctor: {},
  clinicDoctor: { clinic: 'clinic-1', clinic_doctor: true },
  assistant: { isAssistant: true, userPosition: 'ASSISTANT', privileges: 'ASS', settings: { allowAll: false } },
  clinicAdmin: { isClinic: true, clinic: 'clinic-1', clinic_user: true, role: 'admin' },
  clinicUser: { isClinic: true, clinic: 'clinic-1', clinic_user: true },
  clinicUnit: { isClinic: true, clinic: 'clinic-1', isClinicUnit: true },
};

export function profileOf(kind: AccountKind, overrides: Partial<UserProfile> = {}): UserProfile {
  const profile = { ...base, ...kinds[kind], ...overrides };
  if ('practiceDoctor' in overrides || profile.isClinic) return profile;
  const self = {
    _id: profile._id,
    title: profile.title,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    specialities: [],
  };
  return { ...profile, practiceDoctor: profile.isAssistant ? employer : self };
}

/** An assistant working as a doctor (position AS-DOCTOR): account kind assistant, privilege DOC-ALL. */
export const assistantAsDoctor = profileOf('assistant', {
  userPosition: 'AS-DOCTOR',
  privileges: 'DOC-ALL',
  settings: { allowAll: true },
});

export const limitedDoctor = profileOf('doctor', { privileges: 'DOC-DEA', settings: { allowAll: false } });
