import { describe, expect, it } from 'vitest';
import { pendingOnboardingStep } from './onboarding';

describe('pendingOnboardingStep', () => {
  it('asks for the password change first', () => {
    expect(pendingOnboardingStep({ firstLoginPswReset: false, accept_terms: false })).toBe('passwordChange');
    expect(pendingOnboardingStep({ firstLoginPswReset: false, accept_terms: true })).toBe('passwordChange');
  });

  it('then for the terms', () => {
    expect(pendingOnboardingStep({ firstLoginPswReset: true, accept_terms: false })).toBe('terms');
  });

  it('lets the account through once both are done', () => {
    expect(pendingOnboardingStep({ firstLoginPswReset: true, accept_terms: true })).toBeNull();
  });
});
