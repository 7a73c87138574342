import type { PaymentMethod, SubscriptionStatus } from '@tabib/contracts/subscription';
import { addMonths } from './subscription-days';

/**
 * An instalment asked for and not paid yet (the spec's "shift request"; the first one comes with
 * its invoice). `pending`: a manual payment being processed (its receipt is awaited and checked):
 * no other request until it is confirmed or its 10 days pass. `incomplete`: nothing is being
 * processed (a card payment not made or refused, or a manual one whose 10 days passed): another
 * request may replace it.
 */
export interface PaymentRequest {
  months: number;
  method: PaymentMethod;
  /** Practice day it was asked for. */
  requestedOn: string;
  state: 'pending' | 'incomplete';
}

/** The current (or last) invoice: an offer's months, paid in instalments that follow each other from `startsOn`. */
export interface SubscriptionInvoice {
  offerId: string;
  durationMonths: number;
  /** Fixed when the invoice is made: a later price change does not touch it. */
  monthlyPriceCentimes: number;
  startsOn: string;
  paidMonths: number;
}

interface AccountSubscription {
  isClinic: boolean;
  /** First day without the welcome period. */
  trialEndsOn: string;
  /** The offer of the account's first invoice. */
  originalOfferId: string | null;
  /** The last instalment asked for or paid. */
  lastPayment: { method: PaymentMethod; months: number } | null;
  /**
   * False after an invoice was canceled with nothing paid: the next invoice gets no days of
   * grace before its first payment, so asking and never paying gives free days once only.
   */
  firstPaymentGrace: boolean;
}

/**
 * What the rules read of an account's subscription (a doctor with no clinic, or a clinic).
 * Days are practice days (YYYY-MM-DD, Africa/Algiers). waiting and canceled keep their last
 * invoice, if any, for the offer preselected next time.
 */
export type SubscriptionState = AccountSubscription &
  (
    | {
        status: Extract<SubscriptionStatus, 'trialing' | 'waiting' | 'canceled'>;
        invoice: SubscriptionInvoice | null;
        request: null;
      }
    | { status: 'open'; invoice: SubscriptionInvoice; request: PaymentRequest | null }
    | { status: 'paid'; invoice: SubscriptionInvoice; request: null }
  );

export type OpenSubscription = Extract<SubscriptionState, { status: 'open' }>;

export const invoiceEndsOn = (invoice: SubscriptionInvoice) => addMonths(invoice.startsOn, invoice.durationMonths);

/** The first day not paid for. */
export const paidThrough = (invoice: SubscriptionInvoice) => addMonths(invoice.startsOn, invoice.paidMonths);

export const remainingMonths = (invoice: SubscriptionInvoice) => invoice.durationMonths - invoice.paidMonths;

export const remainingToPay = (invoice: SubscriptionInvoice) => remainingMonths(invoice) * invoice.monthlyPriceCentimes;
