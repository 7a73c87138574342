import { describe, expect, it } from 'vitest';
import type { CheckoutInformation } from '@tabib/contracts/subscription';
import { canCommitInvoice, canCommitPeriod, canRetryCardPayment } from './page-availability';

const base: CheckoutInformation = {
  status: 'open',
  is_after_paid: false,
  payment_method: 'versement',
  original_offer: null,
  current_paid: false,
  is_after_current_paid: false,
  shift_request_pending: false,
  incomplete_shift_request: false,
  invoice_offer: null,
  invoice_duration: 6,
  remain_invoice_duration: 6,
  paid_invoice_duration: 0,
  shown_status: 'payment_waiting',
  restricted: false,
  trial_ends_on: null,
  remain_to_end_trial: null,
  paid_through: null,
  invoice_ends_on: null,
  payment_due_date: null,
  monthly_price: 350_000,
  remain_to_pay: 2_100_000,
  payment_frequency: null,
  shift_request_duration: null,
};

describe('page availability (spec 3 section 4)', () => {
  it('opens invoice-commit when paid and over, waiting or canceled, never while trialing or open', () => {
    expect(canCommitInvoice({ ...base, status: 'paid', is_after_paid: true })).toBe(true);
    expect(canCommitInvoice({ ...base, status: 'paid', is_after_paid: false })).toBe(false);
    expect(canCommitInvoice({ ...base, status: 'waiting' })).toBe(true);
    expect(canCommitInvoice({ ...base, status: 'canceled' })).toBe(true);
    expect(canCommitInvoice({ ...base, status: 'trialing' })).toBe(false);
    expect(canCommitInvoice(base)).toBe(false);
  });

  it('opens period-commit when the paid months are over, or an incomplete request waits, never while one is pending', () => {
    expect(canCommitPeriod({ ...base, current_paid: true, is_after_current_paid: true })).toBe(true);
    expect(canCommitPeriod({ ...base, current_paid: true, is_after_current_paid: false })).toBe(false);
    expect(canCommitPeriod({ ...base, incomplete_shift_request: true })).toBe(true);
    expect(canCommitPeriod({ ...base, incomplete_shift_request: true, shift_request_pending: true })).toBe(false);
    expect(canCommitPeriod({ ...base, status: 'paid', current_paid: true, is_after_current_paid: true })).toBe(false);
  });

  it('opens epayment-commit for an incomplete card payment only', () => {
    expect(canRetryCardPayment({ ...base, incomplete_shift_request: true, payment_method: 'cib' })).toBe(true);
    expect(canRetryCardPayment({ ...base, incomplete_shift_request: true, payment_method: 'virement' })).toBe(false);
    expect(canRetryCardPayment({ ...base, current_paid: true, is_after_current_paid: true, payment_method: 'cib' })).toBe(false);
  });
});
