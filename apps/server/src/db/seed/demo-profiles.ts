import type { Transaction } from '../client';
import { doctorProfiles } from '../schema/profile';

/** The settings profile of the demo doctors (wilayas, communes and languages of migration 0009). */
const demoProfile = {
  gender: 'MALE',
  biography:
    'Médecin généraliste installé à Alger Centre depuis 2012. Suivi des maladies chroniques, vaccination et certificats médicaux.',
  languages: ['ar', 'fr', 'kab'],
  address1: '12 rue Didouche Mourad',
  stateId: '16',
  cityId: '1601',
  longitude: 3.0588,
  latitude: 36.7753,
  diplomas: [
    { title: 'Doctorat en médecine', institute: "Faculté de médecine d'Alger", graduationDay: '2010-06' },
    { title: 'DU de diabétologie', institute: 'CHU Mustapha Pacha', graduationDay: '2014-09' },
  ],
} as const satisfies Omit<typeof doctorProfiles.$inferInsert, 'doctorId'>;

/** doctor@ is the demo; profile.doctor@ is the same profile for the profile journey alone (its edit requests). */
export const demoProfileEmails = ['doctor@tabib.test', 'profile.doctor@tabib.test'];

export async function seedDemoProfiles(tx: Transaction, idsByEmail: Map<string, string>) {
  for (const email of demoProfileEmails) {
    const doctorId = idsByEmail.get(email);
    if (doctorId)
      await tx
        .insert(doctorProfiles)
        .values({ doctorId, ...demoProfile, languages: [...demoProfile.languages], diplomas: [...demoProfile.diplomas] });
  }
}
