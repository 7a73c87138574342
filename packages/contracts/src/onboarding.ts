import type { UserProfile } from './user';

/** Spec 1 section 2: what every account (assistants and clinic accounts included) does before anything else, in this order. */
export type OnboardingStep = 'passwordChange' | 'terms';

/**
 * The step still pending, or null once both are done. The server refuses every other call
 * until then (firstLoginRequired); the web sends the user to the step's page.
 */
export function pendingOnboardingStep(account: Pick<UserProfile, 'firstLoginPswReset' | 'accept_terms'>): OnboardingStep | null {
  if (!account.firstLoginPswReset) return 'passwordChange';
  if (!account.accept_terms) return 'terms';
  return null;
}
