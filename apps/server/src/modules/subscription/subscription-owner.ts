import type { UserRow } from '../../db/schema/accounts';

/** Who pays: a doctor with no clinic, or a clinic. */
export type SubscriptionOwner = { doctorId: string } | { clinicId: string };

/**
 * The subscription an account follows: a doctor with no clinic has their own; a clinic doctor and
 * every clinic account follow the clinic's; an assistant follows their doctor's (`employer`, the
 * employer's row). Null for an assistant whose doctor is gone.
 */
export function ownerOf(account: UserRow, employer: UserRow | undefined): SubscriptionOwner | null {
  if (account.kind === 'assistant') return employer ? ownerOf(employer, undefined) : null;
  if (account.clinicId) return { clinicId: account.clinicId };
  return account.kind === 'doctor' ? { doctorId: account.id } : null;
}

export const isClinicOwner = (owner: SubscriptionOwner) => 'clinicId' in owner;

/**
 * Invoices and renewals are asked for by whoever pays: the independent doctor, or a clinic's
 * admin. The others who follow the subscription (assistants, clinic doctors, members, units)
 * read it (docs/decisions.md, "Subscription calls").
 */
export function isPayer(account: UserRow): boolean {
  if (account.kind === 'doctor') return account.clinicId === null;
  return account.kind === 'clinic_user' && account.clinicRole === 'admin';
}
