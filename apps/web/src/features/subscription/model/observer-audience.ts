import { accountKindOf, type UserProfile } from '@tabib/contracts/user';

/**
 * Who hears about the subscription (spec 3 sections 6 and 9): the observer runs for clinic accounts
 * and doctors with no clinic; a doctor attached to a clinic follows the clinic's status instead.
 * Assistants get neither.
 */
export type SubscriptionAudience = 'observer' | 'clinicTracking';

export function subscriptionAudienceOf(profile: UserProfile): SubscriptionAudience | null {
  switch (accountKindOf(profile)) {
    case 'doctor':
    case 'clinicAdmin':
    case 'clinicUser':
    case 'clinicUnit':
      return 'observer';
    case 'clinicDoctor':
      return 'clinicTracking';
    default:
      return null;
  }
}

/** Who may choose an offer and pay (the server answers 403 to the others): an independent doctor, a clinic's admin. */
export function isSubscriptionPayer(profile: UserProfile): boolean {
  const kind = accountKindOf(profile);
  return kind === 'doctor' || kind === 'clinicAdmin';
}

// Spec 3 section 9: the status checks are skipped on these pages.
const skippedPaths = [
  '/forgot-password',
  '/reset-password',
  '/reinitialize-password',
  '/login',
  '/offline',
  '/our-terms',
  '/settings/subscription/invoice-commit',
  '/settings/subscription/period-commit',
  '/settings/subscription/epayment-commit',
];

export const isStatusCheckSkipped = (pathname: string) =>
  skippedPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
