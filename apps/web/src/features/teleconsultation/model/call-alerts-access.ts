import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';

/**
 * Who gets the waiting patients' call notices: whoever may hold the call (the server's rule for the
 * call details and leave: may book), for their own practice. Clinic accounts act for several
 * doctors and hold no call: their calendar's visio mark still follows (docs/decisions.md, "Teleconsultation").
 */
export function answersWaitingCalls(profile: UserProfile): boolean {
  return !profile.isClinic && capabilitiesOfProfile(profile)['appointments.book'] === 'enabled';
}

/** Spec 3 section 6: no missed-teleconsultation check for clinic accounts (the capability table's row). */
export function checksMissedCalls(profile: UserProfile): boolean {
  return capabilitiesOfProfile(profile)['teleconsultation.missed'] === 'enabled';
}
