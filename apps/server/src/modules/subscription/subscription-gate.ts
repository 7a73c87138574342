import type { Database } from '../../db/client';
import { rawStatementRunner } from '../../db/raw-statement';
import { practiceDay } from '../../lib/practice-time';
import { isRestricted } from './restriction';
import { practiceStateStatement, type PracticeStateColumns } from './practice-state-statement';
import { practiceStateOf } from './subscription-store';
import { settle } from './transitions';
import { refusal } from './subscription-refusal';

/**
 * The restriction enforced where it applies (docs/decisions.md, "Subscription rules"): booking a
 * new appointment and creating a patient are refused with 402 subscriptionRestrictedAction while
 * the doctor's practice (the doctor's own subscription, or the clinic's) is restricted. Reads
 * only: the state is settled in memory, the subscription calls write it.
 */
export function createSubscriptionGate({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const run = rawStatementRunner(db);
  return {
    async refuseWhenRestricted(doctorId: string): Promise<void> {
      const [row] = await run<PracticeStateColumns>(practiceStateStatement(doctorId));
      // No subscription yet (an account opened by a path that predates them): its welcome period starts at its first subscription call.
      if (!row) return;
      const today = practiceDay(now());
      const { state } = settle(practiceStateOf(row), today);
      if (isRestricted(state, today)) throw refusal('subscriptionRestrictedAction');
    },
  };
}

export type SubscriptionGate = ReturnType<typeof createSubscriptionGate>;
