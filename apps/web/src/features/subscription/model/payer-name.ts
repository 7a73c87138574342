import { payerTitleOf, type PayerTitle } from '@tabib/contracts/subscription-calls';
import type { UserProfile } from '@tabib/contracts/user';

export interface PayerName {
  /** Professor or Doctor before a doctor's name; none for a clinic (spec 3 section 4). */
  title: PayerTitle | null;
  name: string;
}

export function payerNameOf(profile: UserProfile): PayerName {
  if (profile.isClinic) return { title: null, name: profile.clinicObject?.name ?? `${profile.firstName} ${profile.lastName}` };
  return { title: payerTitleOf(profile.title), name: `${profile.firstName} ${profile.lastName}` };
}
