import { describe, expect, it } from 'vitest';
import { invoiceCommitSteps, periodCommitSteps } from '@tabib/contracts/subscription';
import {
  invoiceOutcomeOf,
  nextStepOf,
  paymentChoiceReady,
  previousStepOf,
  renewalOutcomeOf,
  renewalResultOf,
} from './flow-steps';
import { monthBoundsOf } from './month-slider';

describe('the flows steps (spec 3 section 4)', () => {
  it('goes back one step, and out of the flow from the first step and from the final one', () => {
    expect(previousStepOf(invoiceCommitSteps, 'offers')).toBeNull();
    expect(previousStepOf(invoiceCommitSteps, 'payment_methods')).toBe('offers');
    expect(previousStepOf(invoiceCommitSteps, 'invoice_summary')).toBe('payment_methods');
    expect(previousStepOf(invoiceCommitSteps, 'final')).toBeNull();
    expect(previousStepOf(periodCommitSteps, 'payment_methods')).toBe('actual_plan');
  });

  it('moves forward in the fixed order', () => {
    expect(nextStepOf(periodCommitSteps, 'actual_plan')).toBe('payment_methods');
    expect(nextStepOf(invoiceCommitSteps, 'payment_methods')).toBe('invoice_summary');
  });

  it('asks the card terms to be accepted before paying by card', () => {
    const bounds = monthBoundsOf('cib', 6);
    expect(paymentChoiceReady({ method: 'cib', months: 3, termsAccepted: false }, bounds)).toBe(false);
    expect(paymentChoiceReady({ method: 'cib', months: 3, termsAccepted: true }, bounds)).toBe(true);
    expect(paymentChoiceReady({ method: 'versement', months: 3, termsAccepted: false }, monthBoundsOf('versement', 6))).toBe(
      true,
    );
  });

  it('refuses months out of the bounds (cash below 3)', () => {
    expect(paymentChoiceReady({ method: 'cash', months: 2, termsAccepted: false }, monthBoundsOf('cash', 6))).toBe(false);
    expect(paymentChoiceReady({ method: 'cash', months: 7, termsAccepted: false }, monthBoundsOf('cash', 6))).toBe(false);
  });

  it("sends a card payment to SATIM's page, and opens the final step of an open invoice otherwise", () => {
    const card = { code: 'DoctorStartNewInvoiceSuccess', payment_method: 'cib' as const };
    expect(invoiceOutcomeOf({ ...card, object: { redirectUrl: 'https://test2.satim.dz/pay', invoice_status: 'open' } })).toEqual({
      redirectUrl: 'https://test2.satim.dz/pay',
      clearBanners: false,
      openFinal: false,
    });
    const manual = { code: 'DoctorStartServiceAfterAttractionPeriodSuccess', payment_method: 'versement' as const };
    expect(invoiceOutcomeOf({ ...manual, object: { redirectUrl: null, invoice_status: 'open' } })).toEqual({
      redirectUrl: null,
      clearBanners: true,
      openFinal: true,
    });
    expect(invoiceOutcomeOf({ ...manual, object: { redirectUrl: null, invoice_status: 'paid' } }).openFinal).toBe(false);
  });

  it('names a renewal result and always ends a manual renewal on the final step', () => {
    expect(renewalResultOf({ is_incomplete_shift_request: false, request_submitted: true })).toBe('general_success');
    expect(renewalResultOf({ is_incomplete_shift_request: true, request_submitted: true })).toBe('incomplete_shift_submitted');
    expect(renewalResultOf({ is_incomplete_shift_request: true, request_submitted: false })).toBe('incomplete_shift_failed');
    expect(renewalOutcomeOf({ payment_method: 'virement', redirectUrl: null, request_submitted: false })).toEqual({
      redirectUrl: null,
      clearBanners: false,
      openFinal: true,
    });
    expect(renewalOutcomeOf({ payment_method: 'cib', redirectUrl: 'https://pay', request_submitted: true }).redirectUrl).toBe(
      'https://pay',
    );
  });
});
