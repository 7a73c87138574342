import { describe, expect, it } from 'vitest';
import { pendingOnboardingPath } from './onboarding';

describe('pendingOnboardingPath', () => {
  it('asks for the password change first', () => {
    expect(pendingOnboardingPath({ firstLoginPswReset: false, accept_terms: false })).toBe('/reinitialize-password');
  });

  it('then for the terms', () => {
    expect(pendingOnboardingPath({ firstLoginPswReset: true, accept_terms: false })).toBe('/our-terms');
  });

  it('lets the user through once both are done', () => {
    expect(pendingOnboardingPath({ firstLoginPswReset: true, accept_terms: true })).toBeNull();
  });
});
