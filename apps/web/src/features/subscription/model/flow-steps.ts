import {
  cardPaymentMethod,
  invoiceSuccessCodes,
  type InvoiceStatus,
  type PaymentMethod,
  type renewalResultMessages,
} from '@tabib/contracts/subscription';
import type { MonthBounds } from './month-slider';

/**
 * Where the flow's back button leads (spec 3 section 2): the previous step, or out of the flow
 * (the calendar) from the first step and from the final one, whose request is already sent.
 */
export function previousStepOf<Step extends string>(steps: readonly Step[], current: Step): Step | null {
  const index = steps.indexOf(current);
  return index > 0 && index < steps.length - 1 ? (steps[index - 1] ?? null) : null;
}

export const nextStepOf = <Step extends string>(steps: readonly Step[], current: Step): Step =>
  steps[Math.min(steps.indexOf(current) + 1, steps.length - 1)] ?? current;

export interface PaymentChoice {
  method: PaymentMethod;
  months: number;
  /** The card payment's terms (spec 3 section 5: accepted before paying by card). */
  termsAccepted: boolean;
}

/** The payment methods step lets the user go on: months within the bounds, and the terms accepted for a card. */
export function paymentChoiceReady(choice: PaymentChoice, bounds: MonthBounds): boolean {
  if (choice.months < bounds.min || choice.months > bounds.max) return false;
  return choice.method !== cardPaymentMethod || choice.termsAccepted;
}

export interface RequestOutcome {
  /** SATIM's payment page: the browser goes there (card payments). */
  redirectUrl: string | null;
  /** The request is registered: the banners and popups are cleared (the observer is asked again). */
  clearBanners: boolean;
  /** The final step opens (after a second, spec 3 section 9). */
  openFinal: boolean;
}

/** Spec 3 section 4, steps: what an invoice request's answer leads to. */
export function invoiceOutcomeOf(answer: {
  code: string;
  payment_method: PaymentMethod;
  object: { redirectUrl: string | null; invoice_status: InvoiceStatus };
}): RequestOutcome {
  if (answer.payment_method === cardPaymentMethod && answer.object.redirectUrl)
    return { redirectUrl: answer.object.redirectUrl, clearBanners: false, openFinal: false };
  const registered = (invoiceSuccessCodes as readonly string[]).includes(answer.code);
  return { redirectUrl: null, clearBanners: registered, openFinal: registered && answer.object.invoice_status === 'open' };
}

export type RenewalResult = Extract<
  (typeof renewalResultMessages)[number],
  'general_success' | 'incomplete_shift_submitted' | 'incomplete_shift_failed'
>;

/** Spec 3 section 4: a renewal ends as an incomplete request submitted or failed, or a general success. */
export function renewalResultOf(answer: { is_incomplete_shift_request: boolean; request_submitted: boolean }): RenewalResult {
  if (!answer.is_incomplete_shift_request) return 'general_success';
  return answer.request_submitted ? 'incomplete_shift_submitted' : 'incomplete_shift_failed';
}

/** A renewal's answer: the card's payment page, or the final step (after a second) with its result message. */
export function renewalOutcomeOf(answer: {
  payment_method: PaymentMethod;
  redirectUrl: string | null;
  request_submitted: boolean;
}): RequestOutcome {
  if (answer.payment_method === cardPaymentMethod && answer.redirectUrl)
    return { redirectUrl: answer.redirectUrl, clearBanners: false, openFinal: false };
  return { redirectUrl: null, clearBanners: answer.request_submitted, openFinal: true };
}
