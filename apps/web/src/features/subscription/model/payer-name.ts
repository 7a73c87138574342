import type { UserProfile } from '@tabib/contracts/user';

export type PayerTitle = 'professor' | 'doctor';

export interface PayerName {
  /** Professor or Doctor before a doctor's name; none for a clinic (spec 3 section 4). */
  title: PayerTitle | null;
  name: string;
}

/** 'Pr', 'Pr.', 'Professeur'... read as professor; any other doctor's title as doctor. */
export const payerTitleOf = (title: string): PayerTitle => (/^pr/i.test(title.trim()) ? 'professor' : 'doctor');

export function payerNameOf(profile: UserProfile): PayerName {
  if (profile.isClinic) return { title: null, name: profile.clinicObject?.name ?? `${profile.firstName} ${profile.lastName}` };
  return { title: payerTitleOf(profile.title), name: `${profile.firstName} ${profile.lastName}` };
}
