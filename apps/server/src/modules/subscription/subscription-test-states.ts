import type { PaymentRequest, SubscriptionInvoice, SubscriptionState } from './subscription-state';

/** Test data: an account's subscription in each status. Days are practice days. */
const account = {
  isClinic: false,
  trialEndsOn: '2026-01-31',
  originalOfferId: null,
  lastPayment: null,
  firstPaymentGrace: true,
} as const;

export const twelveMonthsOfferId = 'c2527d33-bf30-42ee-9673-92ee1b401019';

export function trialingState(trialEndsOn: string, isClinic = false): SubscriptionState {
  return { ...account, isClinic, trialEndsOn, status: 'trialing', invoice: null, request: null };
}

export function invoiceOf(startsOn: string, paidMonths: number, durationMonths = 12): SubscriptionInvoice {
  return { offerId: twelveMonthsOfferId, durationMonths, monthlyPriceCentimes: 300_000, startsOn, paidMonths };
}

export function requestOf(requestedOn: string, state: PaymentRequest['state'], months = 3): PaymentRequest {
  return { months, method: state === 'pending' ? 'versement' : 'cib', requestedOn, state };
}

export function openState(invoice: SubscriptionInvoice, request: PaymentRequest | null = null): SubscriptionState {
  return {
    ...account,
    originalOfferId: invoice.offerId,
    lastPayment: { method: 'versement', months: 3 },
    status: 'open',
    invoice,
    request,
  };
}

export function paidState(invoice: SubscriptionInvoice): SubscriptionState {
  return {
    ...account,
    originalOfferId: invoice.offerId,
    lastPayment: { method: 'cib', months: 6 },
    status: 'paid',
    invoice,
    request: null,
  };
}

export function endedState(status: 'waiting' | 'canceled', invoice: SubscriptionInvoice | null = null): SubscriptionState {
  return { ...account, originalOfferId: invoice?.offerId ?? null, status, invoice, request: null };
}
