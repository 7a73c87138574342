import {
  paymentFrequencies,
  paymentFrequencyMonths,
  subscriptionRules,
  type CheckoutInformation,
  type ShownSubscriptionStatus,
} from '@tabib/contracts/subscription';
import { isRestricted, restrictionDay } from './restriction';
import { addDays, daysFrom } from './subscription-days';
import { invoiceEndsOn, paidThrough, remainingMonths, remainingToPay, type SubscriptionState } from './subscription-state';

/** The status shown elsewhere (spec 3 section 4): one word for the overview and the header. */
export function shownStatus(state: SubscriptionState, today: string): ShownSubscriptionStatus {
  switch (state.status) {
    case 'trialing':
      return 'trialing';
    case 'waiting':
      return 'hold';
    case 'canceled':
      return 'expired';
    case 'paid':
      return today < invoiceEndsOn(state.invoice) ? 'active' : 'expired';
    case 'open':
      if (isRestricted(state, today)) return 'suspended';
      return state.request?.state === 'pending' ? 'payment_waiting' : 'active';
  }
}

const frequencyOf = (months: number) => paymentFrequencies.find((name) => paymentFrequencyMonths[name] === months) ?? null;

/** GET retrieve-checkout-information, from the settled state and the practice's day. */
export function checkoutInformation(state: SubscriptionState, today: string): CheckoutInformation {
  const running = state.status === 'open' || state.status === 'paid' ? state.invoice : null;
  const request = state.status === 'open' ? state.request : null;
  const currentPaid = running !== null && running.paidMonths > 0;
  const invoiceEnd = running && invoiceEndsOn(running);
  let dueDate: string | null = null;
  if (state.status === 'open') dueDate = restrictionDay(state);
  else if (state.status === 'paid' && today >= invoiceEnd!) dueDate = addDays(invoiceEnd!, subscriptionRules.paymentDeadlineDays);
  return {
    status: state.status,
    is_after_paid: state.status === 'paid' && today >= invoiceEnd!,
    payment_method: state.lastPayment?.method ?? null,
    original_offer: state.originalOfferId,
    current_paid: currentPaid,
    is_after_current_paid: currentPaid && today >= paidThrough(running),
    shift_request_pending: request?.state === 'pending',
    incomplete_shift_request: request?.state === 'incomplete',
    invoice_offer: running?.offerId ?? null,
    invoice_duration: running?.durationMonths ?? 0,
    remain_invoice_duration: running ? remainingMonths(running) : 0,
    paid_invoice_duration: running?.paidMonths ?? 0,
    shown_status: shownStatus(state, today),
    restricted: isRestricted(state, today),
    trial_ends_on: state.trialEndsOn,
    remain_to_end_trial: state.status === 'trialing' ? Math.max(0, daysFrom(today, state.trialEndsOn)) : null,
    paid_through: running && paidThrough(running),
    invoice_ends_on: invoiceEnd,
    payment_due_date: dueDate,
    monthly_price: running?.monthlyPriceCentimes ?? null,
    remain_to_pay: running ? remainingToPay(running) : 0,
    payment_frequency: state.lastPayment ? frequencyOf(state.lastPayment.months) : null,
    shift_request_duration: request?.months ?? null,
  };
}
