import type { CheckoutInformation } from '@tabib/contracts/subscription';

/**
 * Spec 3 section 4, page availability, read from the checkout information (the server holds the
 * same rules: modules/subscription/page-availability.ts, and refuses the requests otherwise).
 */
export function canCommitInvoice(checkout: CheckoutInformation): boolean {
  if (checkout.status === 'paid') return checkout.is_after_paid;
  return checkout.status === 'waiting' || checkout.status === 'canceled';
}

export function canCommitPeriod(checkout: CheckoutInformation): boolean {
  if (checkout.status !== 'open' || checkout.shift_request_pending) return false;
  return checkout.incomplete_shift_request || (checkout.current_paid && checkout.is_after_current_paid);
}

/** epayment-commit: a card payment of the open invoice to make again (it was left or refused). */
export function canRetryCardPayment(checkout: CheckoutInformation): boolean {
  return canCommitPeriod(checkout) && checkout.incomplete_shift_request && checkout.payment_method === 'cib';
}
