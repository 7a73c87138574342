import { describe, expect, it } from 'vitest';
import { checkoutInformationSchema } from '@tabib/contracts/subscription';
import { checkoutInformation, shownStatus } from './checkout-information';
import { clinicTracking } from './clinic-tracking';
import { endedState, invoiceOf, openState, paidState, requestOf, trialingState } from './subscription-test-states';
import type { SubscriptionState } from './subscription-state';

const read = (state: SubscriptionState, today: string) => checkoutInformationSchema.parse(checkoutInformation(state, today));

describe('checkoutInformation', () => {
  it('tells a welcome period its days left and nothing of an invoice', () => {
    expect(read(trialingState('2026-02-01'), '2026-01-20')).toMatchObject({
      status: 'trialing',
      shown_status: 'trialing',
      restricted: false,
      remain_to_end_trial: 12,
      invoice_offer: null,
      invoice_duration: 0,
      current_paid: false,
      payment_due_date: null,
      remain_to_pay: 0,
    });
  });

  it('describes an open invoice after its paid period, with a renewal being processed', () => {
    const open = openState(invoiceOf('2026-01-01', 3), requestOf('2026-04-02', 'pending', 6));
    expect(read(open, '2026-04-05')).toMatchObject({
      status: 'open',
      shown_status: 'payment_waiting',
      restricted: false,
      current_paid: true,
      is_after_current_paid: true,
      shift_request_pending: true,
      incomplete_shift_request: false,
      shift_request_duration: 6,
      invoice_duration: 12,
      paid_invoice_duration: 3,
      remain_invoice_duration: 9,
      paid_through: '2026-04-01',
      invoice_ends_on: '2027-01-01',
      payment_due_date: '2026-04-11',
      monthly_price: 300_000,
      remain_to_pay: 2_700_000,
      payment_method: 'versement',
      payment_frequency: 'QUARTERLY',
      is_after_paid: false,
    });
    expect(read(open, '2026-04-11')).toMatchObject({ shown_status: 'suspended', restricted: true });
  });

  it('marks a paid invoice expired once over, due by the end of its days of grace', () => {
    const paid = paidState(invoiceOf('2025-03-01', 12));
    expect(read(paid, '2026-02-28')).toMatchObject({ shown_status: 'active', is_after_paid: false, payment_due_date: null });
    expect(read(paid, '2026-03-01')).toMatchObject({
      shown_status: 'expired',
      is_after_paid: true,
      payment_due_date: '2026-03-11',
      remain_to_pay: 0,
      payment_frequency: 'SEMESTER',
    });
  });

  it('shows waiting as hold and canceled as expired, both restricted, without their last invoice', () => {
    expect(shownStatus(endedState('waiting'), '2026-03-01')).toBe('hold');
    expect(read(endedState('canceled', invoiceOf('2025-01-01', 3)), '2026-03-01')).toMatchObject({
      shown_status: 'expired',
      restricted: true,
      invoice_offer: null,
      original_offer: invoiceOf('2025-01-01', 3).offerId,
    });
  });
});

describe('clinicTracking', () => {
  it("follows the clinic's subscription and asks its doctors to start one when none runs", () => {
    expect(clinicTracking({ ...endedState('waiting'), isClinic: true }, '2026-03-01')).toEqual({
      success: true,
      status: 'waiting',
      restricted: true,
      display_topbar_start_subscription: true,
    });
    expect(clinicTracking(trialingState('2026-04-01', true), '2026-03-01')).toMatchObject({
      restricted: false,
      display_topbar_start_subscription: false,
    });
  });
});
