import type { UserProfile } from '@tabib/contracts/user';

export const onboardingPaths = {
  reinitializePassword: '/reinitialize-password',
  terms: '/our-terms',
} as const;

export type OnboardingPath = (typeof onboardingPaths)[keyof typeof onboardingPaths];

/** Spec 1 section 2: first the forced password change, then the terms; null once both are done. */
export function pendingOnboardingPath(profile: Pick<UserProfile, 'firstLoginPswReset' | 'accept_terms'>): OnboardingPath | null {
  if (!profile.firstLoginPswReset) return onboardingPaths.reinitializePassword;
  if (!profile.accept_terms) return onboardingPaths.terms;
  return null;
}
