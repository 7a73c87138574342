import { subscriptionRules, type PaymentMethod } from '@tabib/contracts/subscription';

export interface MonthBounds {
  min: number;
  max: number;
}

/**
 * Spec 3 section 5: at most the months available (the offer's, or what is left of the invoice);
 * cash pays at least 3 months at once when 3 or more are available, any other method at least 1.
 */
export function monthBoundsOf(method: PaymentMethod, available: number): MonthBounds {
  const max = Math.max(1, available);
  const cashMinimum = subscriptionRules.cashMinimumMonths;
  return { min: method === 'cash' && max >= cashMinimum ? cashMinimum : 1, max };
}

export const clampMonths = (months: number, { min, max }: MonthBounds) => Math.min(max, Math.max(min, Math.round(months)));

/** The slider's first position: a quarter when possible (the usual frequency), within the bounds. */
export const defaultMonthsOf = (bounds: MonthBounds) => clampMonths(3, bounds);

/** The slider's marks: its ends and the named frequencies in between (1, 3, 6, 12). */
export function monthMarksOf({ min, max }: MonthBounds): number[] {
  return [...new Set([min, 1, 3, 6, 12, max])].filter((months) => months >= min && months <= max).sort((a, b) => a - b);
}
