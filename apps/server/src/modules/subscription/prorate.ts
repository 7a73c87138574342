import { subscriptionRules, type PaymentMethod } from '@tabib/contracts/subscription';
import { remainingMonths, type SubscriptionInvoice } from './subscription-state';

export interface MonthBounds {
  min: number;
  max: number;
}

/**
 * The month slider (spec 3 section 5): at most the months left to pay; a cash payment pays at
 * least 3 months at once when 3 or more are left, otherwise from 1 (so the last 1 or 2 months of
 * an invoice can still be paid in cash). Other methods from 1.
 */
export function monthBounds(method: PaymentMethod, monthsLeft: number): MonthBounds {
  const cashMinimum = subscriptionRules.cashMinimumMonths;
  return { min: method === 'cash' && monthsLeft >= cashMinimum ? cashMinimum : 1, max: monthsLeft };
}

/** A new invoice's first instalment: the offer's whole duration is left. */
export const invoiceMonthBounds = (method: PaymentMethod, offerMonths: number) => monthBounds(method, offerMonths);

/** A renewal (prorate-regenerate-period-attempt): what is left of the open invoice. */
export const renewalMonthBounds = (method: PaymentMethod, invoice: SubscriptionInvoice) =>
  monthBounds(method, remainingMonths(invoice));

export const isWithinBounds = (months: number, bounds: MonthBounds) =>
  Number.isInteger(months) && months >= bounds.min && months <= bounds.max;

/** An instalment's amount: the month's price times the months (spec 3 section 1), in centimes. */
export const instalmentAmount = (monthlyPriceCentimes: number, months: number) => monthlyPriceCentimes * months;
