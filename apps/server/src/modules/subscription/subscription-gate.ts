import type { Executor } from '../../db/client';
import { practiceDay } from '../../lib/practice-time';
import { isRestricted } from './restriction';
import { createSubscriptionRepository } from './subscription.repository';
import { practiceStateOf } from './subscription-store';
import { settle } from './transitions';
import { refusal } from './subscription-refusal';

/**
 * The restriction enforced where it applies (docs/decisions.md, "Subscription rules"): booking a
 * new appointment and creating a patient are refused with 402 subscriptionRestrictedAction while
 * the doctor's practice (the doctor's own subscription, or the clinic's) is restricted. Reads
 * only: the state is settled in memory, the subscription calls write it.
 */
export function createSubscriptionGate({ db, now = () => new Date() }: { db: Executor; now?: () => Date }) {
  return {
    async refuseWhenRestricted(doctorId: string, executor: Executor = db): Promise<void> {
      const row = await createSubscriptionRepository(executor).practiceStateColumns(doctorId);
      // No subscription yet (an account opened by a path that predates them): its welcome period starts at its first subscription call.
      if (!row) return;
      const today = practiceDay(now());
      const { state } = settle(practiceStateOf(row), today);
      if (isRestricted(state, today)) throw refusal('subscriptionRestrictedAction');
    },
  };
}

export type SubscriptionGate = ReturnType<typeof createSubscriptionGate>;
