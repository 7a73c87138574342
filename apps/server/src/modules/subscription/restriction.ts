import { subscriptionRules } from '@tabib/contracts/subscription';
import { addDays } from './subscription-days';
import { invoiceEndsOn, paidThrough, type SubscriptionState } from './subscription-state';

/**
 * The first practice day services are restricted (the spec's j0), or null when they are
 * restricted whatever the day (waiting, canceled: no subscription runs). An unpaid instalment
 * is due `paymentDeadlineDays` after the first unpaid day; a first instalment without grace
 * (after an unpaid cancellation) is due on the invoice's first day.
 */
export function restrictionDay(state: SubscriptionState): string | null {
  const deadline = subscriptionRules.paymentDeadlineDays;
  switch (state.status) {
    case 'trialing':
      return state.trialEndsOn;
    case 'open':
      if (state.invoice.paidMonths === 0 && !state.firstPaymentGrace) return state.invoice.startsOn;
      return addDays(paidThrough(state.invoice), deadline);
    case 'paid':
      return addDays(invoiceEndsOn(state.invoice), deadline);
    default:
      return null;
  }
}

/**
 * Restricted: the account (and its assistants, or the clinic and all its accounts and doctors)
 * still reads everything and works on what exists, but books no new appointment and creates no
 * new patient (docs/decisions.md, "Subscription rules").
 */
export function isRestricted(state: SubscriptionState, today: string): boolean {
  const day = restrictionDay(state);
  return day === null || today >= day;
}
