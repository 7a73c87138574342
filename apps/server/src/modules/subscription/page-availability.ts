import { invoiceEndsOn, paidThrough, type SubscriptionState } from './subscription-state';

/**
 * invoice-commit (choosing an offer): paid and its months are over, or waiting, or canceled
 * (spec 3 section 4). The server refuses an invoice otherwise; the web shows its not-found page.
 */
export function canCommitInvoice(state: SubscriptionState, today: string): boolean {
  if (state.status === 'paid') return today >= invoiceEndsOn(state.invoice);
  return state.status === 'waiting' || state.status === 'canceled';
}

/**
 * period-commit (paying the next months of the open invoice): open, and either its paid months
 * are over or an incomplete request is to be done again; never while a request is being
 * processed (spec 3 sections 4 and 5).
 */
export function canCommitPeriod(state: SubscriptionState, today: string): boolean {
  if (state.status !== 'open' || state.request?.state === 'pending') return false;
  if (state.request?.state === 'incomplete') return true;
  return state.invoice.paidMonths > 0 && today >= paidThrough(state.invoice);
}
