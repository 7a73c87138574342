import { describe, expect, it } from 'vitest';
import { canCommitPeriod } from './page-availability';
import { offers } from './offers';
import { isRestricted, restrictionDay } from './restriction';
import { endedState, invoiceOf, openState, paidState, requestOf, trialingState } from './subscription-test-states';
import type { SubscriptionState } from './subscription-state';
import {
  confirmPayment,
  createInvoice,
  requestRenewal,
  settle,
  startWelcomePeriod,
  type Moved,
  type Refusal,
} from './transitions';

const offerNamed = (icon: string) => offers.find((offer) => offer.icon_name === icon)!;
const sixMonths = offerNamed('six_months_start');
const twelveMonths = offerNamed('twelve_months_in');
const clinicOffer = offerNamed('clinic_offer');

function moved(result: Refusal | Moved): SubscriptionState {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.state;
}

describe('the welcome period', () => {
  it('lasts 30 days, then the account waits for its first invoice', () => {
    const trial = startWelcomePeriod(false, '2026-01-01');
    expect(trial).toMatchObject({ status: 'trialing', trialEndsOn: '2026-01-31', invoice: null });
    expect(settle(trial, '2026-01-30')).toEqual({ state: trial, changed: false });
    expect(settle(trial, '2026-01-31')).toMatchObject({ state: { status: 'waiting' }, changed: true });
  });

  it('cannot be cut short by an invoice (invoice-commit opens once it is over)', () => {
    const trial = startWelcomePeriod(false, '2026-01-01');
    expect(createInvoice(trial, twelveMonths, { months: 3, method: 'versement' }, '2026-01-10')).toEqual({
      ok: false,
      code: 'subscriptionStepUnavailable',
    });
  });
});

describe('createInvoice', () => {
  const waiting = endedState('waiting');

  it('opens the invoice today with its first instalment waiting for a receipt, and lifts the restriction for 10 days', () => {
    const result = createInvoice(waiting, twelveMonths, { months: 3, method: 'versement' }, '2026-03-01');
    expect(result).toMatchObject({ ok: true, code: 'DoctorStartServiceAfterAttractionPeriodSuccess' });
    const open = moved(result);
    expect(open).toMatchObject({
      status: 'open',
      invoice: {
        offerId: twelveMonths._id,
        durationMonths: 12,
        monthlyPriceCentimes: 300_000,
        startsOn: '2026-03-01',
        paidMonths: 0,
      },
      request: { months: 3, method: 'versement', requestedOn: '2026-03-01', state: 'pending' },
      originalOfferId: twelveMonths._id,
    });
    expect(isRestricted(open, '2026-03-10')).toBe(false);
    expect(isRestricted(open, '2026-03-11')).toBe(true);
  });

  it('leaves a card payment incomplete until the bank confirms it', () => {
    const open = moved(createInvoice(waiting, sixMonths, { months: 1, method: 'cib' }, '2026-03-01'));
    expect(open.request).toMatchObject({ months: 1, state: 'incomplete' });
    expect(canCommitPeriod(open, '2026-03-01')).toBe(true);
  });

  it('takes cash for 3 months at least, and never more months than the offer', () => {
    expect(createInvoice(waiting, sixMonths, { months: 2, method: 'cash' }, '2026-03-01')).toEqual({
      ok: false,
      code: 'validationFailed',
    });
    expect(createInvoice(waiting, sixMonths, { months: 7, method: 'virement' }, '2026-03-01')).toEqual({
      ok: false,
      code: 'validationFailed',
    });
    expect(createInvoice(waiting, sixMonths, { months: 3, method: 'cash' }, '2026-03-01').ok).toBe(true);
    expect(createInvoice(waiting, sixMonths, { months: 6, method: 'ccp' }, '2026-03-01').ok).toBe(true);
  });

  it("refuses the other kind of account's offer", () => {
    expect(createInvoice(waiting, clinicOffer, { months: 3, method: 'versement' }, '2026-03-01')).toEqual({
      ok: false,
      code: 'notFound',
    });
    const clinic = { ...waiting, isClinic: true };
    expect(createInvoice(clinic, twelveMonths, { months: 3, method: 'versement' }, '2026-03-01')).toEqual({
      ok: false,
      code: 'notFound',
    });
    expect(createInvoice(clinic, clinicOffer, { months: 3, method: 'versement' }, '2026-03-01').ok).toBe(true);
  });

  it('starts the next invoice where the paid one ended, the days of grace included', () => {
    const paid = paidState(invoiceOf('2025-03-01', 12));
    expect(createInvoice(paid, twelveMonths, { months: 3, method: 'cib' }, '2026-02-20').ok).toBe(false);
    const result = createInvoice(paid, sixMonths, { months: 6, method: 'cib' }, '2026-03-05');
    expect(result).toMatchObject({ ok: true, code: 'DoctorStartNewInvoiceSuccess' });
    const next = moved(result);
    expect(next.invoice).toMatchObject({ offerId: sixMonths._id, startsOn: '2026-03-01' });
    expect(next.originalOfferId).toBe(twelveMonths._id);
    expect(restrictionDay(next)).toBe('2026-03-11');
  });
});

describe('confirmPayment', () => {
  it('pays the months asked for: periods follow each other from the invoice start', () => {
    const open = openState(invoiceOf('2026-01-31', 0), requestOf('2026-01-31', 'pending', 1));
    const once = moved(confirmPayment(open, { months: 1, method: 'versement' }));
    expect(once).toMatchObject({ status: 'open', request: null, invoice: { paidMonths: 1 } });
    // 31 January + 1 month ends on the last day of February; + 2 months is 31 March again.
    expect(restrictionDay(once)).toBe('2026-03-10');
    const twice = moved(confirmPayment(once, { months: 1, method: 'cib' }));
    expect(restrictionDay(twice)).toBe('2026-04-10');
    expect(twice.lastPayment).toEqual({ method: 'cib', months: 1 });
  });

  it('makes the subscription paid with the last months, and refuses more than are left', () => {
    const open = openState(invoiceOf('2025-03-01', 9), requestOf('2025-12-01', 'pending'));
    expect(confirmPayment(open, { months: 4, method: 'versement' })).toEqual({ ok: false, code: 'subscriptionStepUnavailable' });
    expect(moved(confirmPayment(open, { months: 3, method: 'versement' }))).toMatchObject({ status: 'paid', request: null });
    expect(confirmPayment(paidState(invoiceOf('2025-03-01', 12)), { months: 1, method: 'cib' }).ok).toBe(false);
  });
});

describe('requestRenewal (period-commit)', () => {
  const running = openState(invoiceOf('2026-01-01', 3));

  it('opens once the paid period is over, within what is left of the invoice', () => {
    expect(requestRenewal(running, { months: 3, method: 'versement' }, '2026-03-31')).toEqual({
      ok: false,
      code: 'subscriptionStepUnavailable',
    });
    expect(requestRenewal(running, { months: 10, method: 'versement' }, '2026-04-01')).toEqual({
      ok: false,
      code: 'validationFailed',
    });
    const asked = moved(requestRenewal(running, { months: 9, method: 'virement' }, '2026-04-01'));
    expect(asked.request).toEqual({ months: 9, method: 'virement', requestedOn: '2026-04-01', state: 'pending' });
  });

  it('refuses a second request while one is processed, and lets an incomplete one be done again', () => {
    const pending = openState(invoiceOf('2026-01-01', 3), requestOf('2026-04-01', 'pending'));
    expect(requestRenewal(pending, { months: 3, method: 'cib' }, '2026-04-02')).toEqual({
      ok: false,
      code: 'subscriptionRequestInProgress',
    });
    const incomplete = openState(invoiceOf('2026-01-01', 3), requestOf('2026-04-01', 'incomplete'));
    expect(moved(requestRenewal(incomplete, { months: 6, method: 'cash' }, '2026-04-02')).request).toMatchObject({
      months: 6,
      state: 'pending',
    });
  });

  it('is refused in any other status', () => {
    expect(requestRenewal(paidState(invoiceOf('2025-03-01', 12)), { months: 1, method: 'cib' }, '2026-03-05').ok).toBe(false);
    expect(requestRenewal(trialingState('2026-04-01'), { months: 1, method: 'cib' }, '2026-03-05').ok).toBe(false);
  });
});

describe('settle: what the days change', () => {
  it('turns a receipt not received in 10 days into an incomplete request, which can be done again', () => {
    const open = openState(invoiceOf('2026-01-01', 3), requestOf('2026-04-03', 'pending'));
    expect(settle(open, '2026-04-12').changed).toBe(false);
    const { state, changed } = settle(open, '2026-04-13');
    expect(changed).toBe(true);
    expect(state.request).toMatchObject({ state: 'incomplete' });
    expect(canCommitPeriod(state, '2026-04-13')).toBe(true);
    // the request does not move the deadline: restricted since 11 April
    expect(isRestricted(state, '2026-04-11')).toBe(true);
  });

  it('cancels a renewal still unpaid 30 days after the restriction, keeping the next grace', () => {
    const open = openState(invoiceOf('2026-01-01', 3));
    expect(settle(open, '2026-05-10').changed).toBe(false);
    expect(settle(open, '2026-05-11').state).toMatchObject({ status: 'canceled', request: null, firstPaymentGrace: true });
  });

  it('gives no grace to the invoice after one canceled with nothing paid, until a payment comes', () => {
    const unpaid = openState(invoiceOf('2026-03-01', 0), requestOf('2026-03-01', 'pending'));
    const canceled = settle(unpaid, '2026-04-10').state;
    expect(canceled).toMatchObject({ status: 'canceled', firstPaymentGrace: false });
    const again = moved(createInvoice(canceled, sixMonths, { months: 1, method: 'virement' }, '2026-04-12'));
    expect(restrictionDay(again)).toBe('2026-04-12');
    expect(isRestricted(again, '2026-04-12')).toBe(true);
    const paying = moved(confirmPayment(again, { months: 1, method: 'virement' }));
    expect(paying.firstPaymentGrace).toBe(true);
    expect(isRestricted(paying, '2026-04-12')).toBe(false);
  });

  it('moves a paid subscription to waiting when its days of grace end', () => {
    const paid = paidState(invoiceOf('2025-03-01', 12));
    expect(settle(paid, '2026-03-10').changed).toBe(false);
    expect(settle(paid, '2026-03-11').state).toMatchObject({ status: 'waiting', invoice: { offerId: twelveMonths._id } });
  });
});
