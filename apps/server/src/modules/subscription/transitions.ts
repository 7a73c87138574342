import type { ErrorCode } from '@tabib/contracts/errors';
import {
  isManualPaymentMethod,
  subscriptionRules,
  type InvoiceSuccessCode,
  type Offer,
  type PaymentMethod,
} from '@tabib/contracts/subscription';
import { canCommitInvoice, canCommitPeriod } from './page-availability';
import { invoiceMonthBounds, isWithinBounds, renewalMonthBounds } from './prorate';
import { restrictionDay } from './restriction';
import { addDays } from './subscription-days';
import { invoiceEndsOn, remainingMonths, type PaymentRequest, type SubscriptionState } from './subscription-state';

export type Refusal = { ok: false; code: ErrorCode };
export type Moved = { ok: true; state: SubscriptionState };

export interface InstalmentChoice {
  months: number;
  method: PaymentMethod;
}

/** A new account: the welcome period starts today. */
export function startWelcomePeriod(
  isClinic: boolean,
  today: string,
  welcomeDays: number = subscriptionRules.welcomePeriodDays,
): SubscriptionState {
  return {
    status: 'trialing',
    isClinic,
    trialEndsOn: addDays(today, welcomeDays),
    invoice: null,
    request: null,
    originalOfferId: null,
    lastPayment: null,
    firstPaymentGrace: true,
  };
}

/** A manual payment waits for its receipt; a card payment has nothing in progress until the bank answers. */
const requestOf = (choice: InstalmentChoice, today: string): PaymentRequest => ({
  months: choice.months,
  method: choice.method,
  requestedOn: today,
  state: isManualPaymentMethod(choice.method) ? 'pending' : 'incomplete',
});

/**
 * invoice-commit: a new invoice for the offer and its first instalment. After a paid invoice the
 * new one starts where it ended (the days of grace used are paid for); otherwise today.
 */
export function createInvoice(
  state: SubscriptionState,
  offer: Offer,
  choice: InstalmentChoice,
  today: string,
): Refusal | (Moved & { code: InvoiceSuccessCode }) {
  if (!canCommitInvoice(state, today)) return { ok: false, code: 'subscriptionStepUnavailable' };
  if (offer.is_clinic !== state.isClinic) return { ok: false, code: 'notFound' };
  if (!isWithinBounds(choice.months, invoiceMonthBounds(choice.method, offer.duration))) {
    return { ok: false, code: 'validationFailed' };
  }
  const startsOn = state.status === 'paid' ? invoiceEndsOn(state.invoice) : today;
  return {
    ok: true,
    code: state.originalOfferId === null ? 'DoctorStartServiceAfterAttractionPeriodSuccess' : 'DoctorStartNewInvoiceSuccess',
    state: {
      ...state,
      status: 'open',
      invoice: { offerId: offer._id, durationMonths: offer.duration, monthlyPriceCentimes: offer.price, startsOn, paidMonths: 0 },
      request: requestOf(choice, today),
      originalOfferId: state.originalOfferId ?? offer._id,
      lastPayment: { method: choice.method, months: choice.months },
    },
  };
}

/** period-commit: the next months of the open invoice (replaces an incomplete request). */
export function requestRenewal(state: SubscriptionState, choice: InstalmentChoice, today: string): Refusal | Moved {
  if (state.status !== 'open') return { ok: false, code: 'subscriptionStepUnavailable' };
  if (state.request?.state === 'pending') return { ok: false, code: 'subscriptionRequestInProgress' };
  if (!canCommitPeriod(state, today)) return { ok: false, code: 'subscriptionStepUnavailable' };
  if (!isWithinBounds(choice.months, renewalMonthBounds(choice.method, state.invoice))) {
    return { ok: false, code: 'validationFailed' };
  }
  return {
    ok: true,
    state: { ...state, request: requestOf(choice, today), lastPayment: { method: choice.method, months: choice.months } },
  };
}

/**
 * A payment confirmed (a receipt checked, or SATIM's acknowledgement): its months are paid and
 * the request is done. Paying the invoice's last months makes the subscription paid.
 */
export function confirmPayment(state: SubscriptionState, payment: InstalmentChoice): Refusal | Moved {
  if (state.status !== 'open' || payment.months < 1 || payment.months > remainingMonths(state.invoice)) {
    return { ok: false, code: 'subscriptionStepUnavailable' };
  }
  const invoice = { ...state.invoice, paidMonths: state.invoice.paidMonths + payment.months };
  const common = { ...state, invoice, lastPayment: { ...payment }, firstPaymentGrace: true, request: null };
  return { ok: true, state: remainingMonths(invoice) === 0 ? { ...common, status: 'paid' } : { ...common, status: 'open' } };
}

/**
 * What the days alone change, applied by the hourly observer (and before any rule reads the
 * state): the welcome period ends (waiting); a paid invoice's days of grace end (waiting); a
 * manual payment's 10 days pass without a receipt (its request becomes incomplete, to be done
 * again); an instalment unpaid `cancelAfterRestrictedDays` after services were restricted
 * cancels the subscription.
 */
export function settle(state: SubscriptionState, today: string): { state: SubscriptionState; changed: boolean } {
  let next = state;
  if (next.status === 'trialing' && today >= next.trialEndsOn) next = { ...next, status: 'waiting' };
  if (next.status === 'paid' && today >= restrictionDay(next)!) next = { ...next, status: 'waiting', request: null };
  if (next.status === 'open') {
    const request = next.request;
    if (request?.state === 'pending' && today >= addDays(request.requestedOn, subscriptionRules.paymentDeadlineDays)) {
      next = { ...next, request: { ...request, state: 'incomplete' } };
    }
    if (today >= addDays(restrictionDay(next)!, subscriptionRules.cancelAfterRestrictedDays)) {
      next = { ...next, status: 'canceled', request: null, firstPaymentGrace: next.invoice.paidMonths > 0 };
    }
  }
  return { state: next, changed: next !== state };
}
