import type { NewUserRow } from '../schema/accounts';

export const demoPassword = 'Demo.pass1';

type DemoAccount = Omit<NewUserRow, 'passwordHash' | 'clinicId' | 'employerDoctorId'> & {
  who: string;
  inClinic?: boolean;
  employer?: string;
  /** speciality codes (migration 0005) */
  specialities?: string[];
};

const ready = { acceptTerms: true, firstLoginPswReset: true } as const;

/** The demo practice seeded on an empty database (README lists the same accounts). */
export const demoAccounts: DemoAccount[] = [
  { who: 'independent doctor, allowAll, telemedicine (DOC-ALL)', email: 'doctor@tabib.test', kind: 'doctor', firstName: 'Amine', lastName: 'Benali', specialities: ['general-medicine'], allowAll: true, telemedicineAllowed: true, workStatus: 'work', phone: '+213555123456', ...ready },
  { who: 'doctor without allowAll (DOC-DEA)', email: 'limited@tabib.test', kind: 'doctor', firstName: 'Karima', lastName: 'Haddad', specialities: ['pediatrics'], allowAll: false, ...ready },
  { who: "assistant of doctor@ (ASS), tick 'User'", email: 'assistant@tabib.test', kind: 'assistant', title: '', firstName: 'Sara', lastName: 'Mansouri', position: 'ASSISTANT', employer: 'doctor@tabib.test', ...ready },
  { who: "assistant as doctor of doctor@, allowAll (DOC-ALL), tick 'User'", email: 'asdoctor@tabib.test', kind: 'assistant', firstName: 'Yacine', lastName: 'Cherif', position: 'AS-DOCTOR', allowAll: true, employer: 'doctor@tabib.test', ...ready },
  { who: 'clinic admin of Clinique El Amel (3 doctors)', email: 'clinic@tabib.test', kind: 'clinic_user', title: '', firstName: 'Nadia', lastName: 'Kaci', clinicRole: 'admin', inClinic: true, ...ready },
  { who: 'doctor of Clinique El Amel', email: 'clinic.doctor@tabib.test', kind: 'doctor', firstName: 'Rachid', lastName: 'Bouzid', specialities: ['cardiology'], allowAll: true, telemedicineAllowed: true, workStatus: 'work', inClinic: true, ...ready },
  { who: 'doctor of Clinique El Amel', email: 'clinic.doctor2@tabib.test', kind: 'doctor', firstName: 'Leila', lastName: 'Saadi', specialities: ['dermatology'], allowAll: true, inClinic: true, ...ready },
  { who: 'doctor of Clinique El Amel', email: 'clinic.doctor3@tabib.test', kind: 'doctor', firstName: 'Omar', lastName: 'Ferhat', specialities: ['cardiology', 'internal-medicine'], allowAll: true, inClinic: true, ...ready },
  { who: 'unit of Clinique El Amel', email: 'clinic.unit@tabib.test', kind: 'clinic_unit', title: '', firstName: 'Accueil', lastName: 'Urgences', inClinic: true, ...ready },
  { who: 'independent doctor, allowAll (DOC-ALL): only the preferences journey changes its password', email: 'preferences.doctor@tabib.test', kind: 'doctor', firstName: 'Malik', lastName: 'Zerrouki', specialities: ['general-medicine'], allowAll: true, ...ready },
  { who: 'independent doctor, allowAll, telemedicine (DOC-ALL): only the schedule journey changes its week', email: 'schedule.doctor@tabib.test', kind: 'doctor', firstName: 'Samir', lastName: 'Djebbar', specialities: ['general-medicine'], allowAll: true, telemedicineAllowed: true, ...ready },
  { who: 'independent doctor, allowAll (DOC-ALL): only the consultation-reasons journey adds reasons', email: 'reasons.doctor@tabib.test', kind: 'doctor', firstName: 'Lamia', lastName: 'Bensalem', specialities: ['general-medicine'], allowAll: true, ...ready },
  { who: 'independent doctor, allowAll (DOC-ALL): only the profile journey sends its edit requests', email: 'profile.doctor@tabib.test', kind: 'doctor', firstName: 'Nassim', lastName: 'Rahmani', specialities: ['general-medicine'], allowAll: true, phone: '+213555987654', ...ready },
  { who: 'doctor at first sign-in: new password, then terms', email: 'newdoctor@tabib.test', kind: 'doctor', firstName: 'Ines', lastName: 'Meziane', allowAll: true, acceptTerms: false, firstLoginPswReset: false },
];

export const demoClinicName = 'Clinique El Amel';
