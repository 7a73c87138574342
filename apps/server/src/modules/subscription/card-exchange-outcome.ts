import type { epaymentRejectionReasons } from '@tabib/contracts/subscription-calls';
import type { PaymentJudgement } from '../card-payments/payment-judgement';

type RejectionReason = (typeof epaymentRejectionReasons)[number];

/**
 * What became of a card exchange (payment_exchanges.outcome; null while it is open: registered and
 * not acknowledged yet, or register.do not answered yet). Rejections are the confirmation's reasons;
 * `paidNotApplied`: SATIM took the money for an instalment that was no longer awaited (its invoice
 * was canceled meanwhile): logged for a refund, never counted.
 */
export type ExchangeOutcome =
  'paid' | RejectionReason | 'paidNotApplied' | 'registerRefused' | 'untrustedFormUrl' | 'registerUnanswered';

export const isRejection = (outcome: string | null): outcome is RejectionReason =>
  outcome === 'notPaid' || outcome === 'declined' || outcome === 'otherOrder' || outcome === 'amountMismatch';

/** The confirmation's reason for a judgement that is not a payment (SATIM not knowing our order: never paid). */
export function rejectionOf(judgement: Exclude<PaymentJudgement, { kind: 'paid' }>): RejectionReason {
  if (judgement.kind === 'amountMismatch') return 'amountMismatch';
  return judgement.reason === 'unknownOrder' ? 'notPaid' : judgement.reason;
}

/**
 * When the card job looks at an open exchange again (docs/decisions.md, "Card payments"): SATIM's
 * payment page lives 20 minutes, so an exchange whose browser never came back is acknowledged after
 * `abandonedMs`; an acknowledgement that timed out is asked again after `acknowledgeRetryMs`; a
 * register.do without answer (no payment page was handed out, nothing can have been paid) is closed
 * after `registerRetryMs`.
 */
export const cardCheckDelays = {
  abandonedMs: 30 * 60_000,
  acknowledgeRetryMs: 2 * 60_000,
  registerRetryMs: 60_000,
} as const;

export const cardCheckJobKind = 'subscription-card-check';
export const cardCheckJobKey = (exchangeId: string) => `${cardCheckJobKind}:${exchangeId}`;
