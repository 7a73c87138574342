import dayjs from 'dayjs';
import { centimesPerDinar, parseDinars } from '@tabib/contracts/money';
import type { Act } from '@tabib/contracts/payments';

/** Error keys of the errors namespace the payment forms show. */
export type PaymentFormError = 'titleOfAct' | 'amountRequired' | 'paidAmountMoreThanTotal' | 'InvalidDateFormat';

const dateRange = { min: 1900, max: 2030 };

/** A real DD/MM/YYYY day with a year from 1900 to 2030 (spec 2 section 5, edit payment item). */
export function isValidPaymentDate(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < dateRange.min || year > dateRange.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const todayDisplay = (now: Date = new Date()) => dayjs(now).format('DD/MM/YYYY');

/** Centimes as the user edits them: dinars with a dot and at most 2 decimals ('1250.5'). */
export function dinarsInputOf(centimes: number): string {
  const whole = Math.floor(centimes / centimesPerDinar);
  const fraction = centimes % centimesPerDinar;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** A positive amount typed in dinars, in centimes, or the error to show. */
export function positiveAmount(input: string | undefined): { centimes: number } | { error: PaymentFormError } {
  const centimes = parseDinars(input ?? '');
  return centimes === null || centimes <= 0 ? { error: 'amountRequired' } : { centimes };
}

export interface NewActValues {
  title?: string;
  description?: string;
  total?: string;
  paid?: string;
}

/** Spec 2 section 5, new act: title, positive total, paid >= 0 and not above the total. */
export function newActErrors(values: NewActValues): Partial<Record<keyof NewActValues, PaymentFormError>> {
  const errors: Partial<Record<keyof NewActValues, PaymentFormError>> = {};
  if (!values.title?.trim()) errors.title = 'titleOfAct';
  const total = positiveAmount(values.total);
  if ('error' in total) errors.total = total.error;
  const paid = parseDinars(values.paid?.trim() ? values.paid : '0');
  if (paid === null) errors.paid = 'amountRequired';
  else if ('centimes' in total && paid > total.centimes) errors.paid = 'paidAmountMoreThanTotal';
  return errors;
}

/** Adding a payment: the error to show, so that no call is made for an overpay. */
export function newPaymentError(
  act: Pick<Act, 'paid_amount' | 'total_amount'>,
  amount: string | undefined,
): PaymentFormError | null {
  const parsed = positiveAmount(amount);
  if ('error' in parsed) return parsed.error;
  return act.paid_amount + parsed.centimes > act.total_amount ? 'paidAmountMoreThanTotal' : null;
}

/** Editing one payment: the others plus the new amount must fit in the total. */
export function itemEditError(
  act: Pick<Act, 'paid_amount' | 'total_amount' | 'items'>,
  itemId: string,
  amount: string | undefined,
): PaymentFormError | null {
  const parsed = positiveAmount(amount);
  if ('error' in parsed) return parsed.error;
  const current = act.items.find((item) => item._id === itemId)?.amount ?? 0;
  return act.paid_amount - current + parsed.centimes > act.total_amount ? 'paidAmountMoreThanTotal' : null;
}

/** Editing an act's title and total: the total may not fall below what is already paid. */
export function actInformationErrors(
  act: Pick<Act, 'paid_amount'>,
  values: { title?: string; total?: string },
): { title?: PaymentFormError; total?: PaymentFormError } {
  const errors: { title?: PaymentFormError; total?: PaymentFormError } = {};
  if (!values.title?.trim()) errors.title = 'titleOfAct';
  const total = positiveAmount(values.total);
  if ('error' in total) errors.total = total.error;
  else if (total.centimes < act.paid_amount) errors.total = 'paidAmountMoreThanTotal';
  return errors;
}

export const isPaid = (act: Pick<Act, 'remaining_amount'>) => act.remaining_amount === 0;
