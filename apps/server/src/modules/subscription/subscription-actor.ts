import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { isPayer, ownerOf, type SubscriptionOwner } from './subscription-owner';
import { createSubscriptionRepository } from './subscription.repository';
import { refusal } from './subscription-refusal';

/** The subscription the acting account follows (403 notAuthorizedForAction for an account that follows none). */
export async function followedOwner(db: Executor, actor: UserRow): Promise<SubscriptionOwner> {
  const employer = actor.employerDoctorId ? await createSubscriptionRepository(db).userById(actor.employerDoctorId) : undefined;
  const owner = ownerOf(actor, employer);
  if (!owner) throw refusal('notAuthorizedForAction');
  return owner;
}

/** The subscription the acting account pays (403 notAuthorizedForAction unless it is who pays: subscription-owner.ts). */
export async function paidOwner(db: Executor, actor: UserRow): Promise<SubscriptionOwner> {
  if (!isPayer(actor)) throw refusal('notAuthorizedForAction');
  return followedOwner(db, actor);
}

export const isOwnedBy = (subscription: { doctorId: string | null; clinicId: string | null }, owner: SubscriptionOwner) =>
  'clinicId' in owner ? subscription.clinicId === owner.clinicId : subscription.doctorId === owner.doctorId;
