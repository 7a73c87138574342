import { pendingOnboardingStep, type OnboardingStep } from '@tabib/contracts/onboarding';
import type { UserProfile } from '@tabib/contracts/user';

export const onboardingPaths = {
  reinitializePassword: '/reinitialize-password',
  terms: '/our-terms',
} as const;

export type OnboardingPath = (typeof onboardingPaths)[keyof typeof onboardingPaths];

const pathOfStep: Record<OnboardingStep, OnboardingPath> = {
  passwordChange: onboardingPaths.reinitializePassword,
  terms: onboardingPaths.terms,
};

/** The page of the step still pending (the rule is the contracts' pendingOnboardingStep); null once both are done. */
export function pendingOnboardingPath(profile: Pick<UserProfile, 'firstLoginPswReset' | 'accept_terms'>): OnboardingPath | null {
  const step = pendingOnboardingStep(profile);
  return step ? pathOfStep[step] : null;
}
