import { describe, expect, it } from 'vitest';
import { observerObjectSchema } from '@tabib/contracts/subscription';
import { observerFlags, reminderKeyOf } from './observer-flags';
import { isRestricted } from './restriction';
import { settle } from './transitions';
import { endedState, invoiceOf, openState, paidState, requestOf, trialingState } from './subscription-test-states';
import type { SubscriptionState } from './subscription-state';

/** What the observer answers on `today`: the state settled first, as the service does. */
function observe(stored: SubscriptionState, today: string) {
  const { state, changed } = settle(stored, today);
  return observerObjectSchema.parse(observerFlags(state, today, changed));
}

describe('reminderKeyOf', () => {
  it('names only the spec days, and j0 from the restriction on', () => {
    expect([7, 6, 5, 4, 3, 2, 1, 0, -3].map(reminderKeyOf)).toEqual([null, 'j6', null, 'j4', null, 'j2', 'j1', 'j0', 'j0']);
  });
});

describe('observerFlags: trialing', () => {
  const trial = trialingState('2026-02-01');

  it('counts the welcome days left and announces the last 7', () => {
    expect(observe(trial, '2026-01-20')).toMatchObject({ remain_to_end_trial: 12, display_trialing_gonna_over: false });
    expect(observe(trial, '2026-01-25')).toMatchObject({ remain_to_end_trial: 7, display_trialing_gonna_over: true });
    expect(observe(trial, '2026-01-31')).toMatchObject({ remain_to_end_trial: 1, display_trialing_gonna_over: true });
    expect(isRestricted(trial, '2026-01-31')).toBe(false);
  });

  it('ends the welcome period on its end day: waiting, restricted, and the web told to read again', () => {
    const answer = observe(trial, '2026-02-01');
    expect(answer).toMatchObject({ invalidate_query: true, display_trialing_gonna_over: false, remain_to_end_trial: null });
    expect(isRestricted(settle(trial, '2026-02-01').state, '2026-02-01')).toBe(true);
  });
});

describe('observerFlags: open, the first instalment paid by bank deposit (10 days for the receipt)', () => {
  // Asked on 1 March: due on 11 March, the day services are restricted.
  const awaiting = openState(invoiceOf('2026-03-01', 0), requestOf('2026-03-01', 'pending'));

  it.each([
    ['2026-03-01', null, false, false],
    ['2026-03-04', null, false, false],
    ['2026-03-05', 'j6', true, false],
    ['2026-03-06', null, true, false],
    ['2026-03-07', 'j4', true, false],
    ['2026-03-08', null, true, false],
    ['2026-03-09', 'j2', true, false],
    ['2026-03-10', 'j1', true, false],
    ['2026-03-11', 'j0', true, true],
    ['2026-03-20', 'j0', true, true],
  ])('on %s: day_to_notify %s, top bar %s, restricted %s', (today, key, topbar, restricted) => {
    const answer = observe(awaiting, today);
    expect(answer).toMatchObject({
      day_to_notify: key,
      display_popup_reminder: key !== null,
      display_topbar_reminder: topbar,
      payment_due_date: '2026-03-11',
      remain_to_pay: 12 * 300_000,
      display_popup_renew_period_cycle: false,
    });
    expect(isRestricted(settle(awaiting, today).state, today)).toBe(restricted);
  });

  it('asks to do the payment again once the receipt did not come in 10 days', () => {
    expect(observe(awaiting, '2026-03-10')).toMatchObject({ display_topbar_incomplete_shift_request_pending: false });
    expect(observe(awaiting, '2026-03-11')).toMatchObject({
      invalidate_query: true,
      display_topbar_incomplete_shift_request_pending: true,
      incomplete_shift_request_duration: 3,
    });
  });

  it('shows an unfinished card payment at once', () => {
    const card = openState(invoiceOf('2026-03-01', 0), requestOf('2026-03-01', 'incomplete', 6));
    expect(observe(card, '2026-03-01')).toMatchObject({
      invalidate_query: false,
      display_topbar_incomplete_shift_request_pending: true,
      incomplete_shift_request_duration: 6,
    });
  });
});

describe('observerFlags: open, a renewal (3 of 12 months paid from 1 January)', () => {
  // Paid through 1 April; the next months are due on 11 April.
  const running = openState(invoiceOf('2026-01-01', 3));

  it('announces the end of the paid period: popup the last 7 days, top bar the last 3', () => {
    expect(observe(running, '2026-03-20')).toMatchObject({
      remain_to_period_end: 12,
      display_popup_before_period_end: false,
      display_topbar_before_period_end: false,
      payment_due_date: '2026-04-11',
    });
    expect(observe(running, '2026-03-25')).toMatchObject({
      remain_to_period_end: 7,
      display_popup_before_period_end: true,
      display_topbar_before_period_end: false,
    });
    expect(observe(running, '2026-03-29')).toMatchObject({
      remain_to_period_end: 3,
      display_popup_before_period_end: true,
      display_topbar_before_period_end: true,
    });
  });

  it('asks to renew once the period is over, with what is left to pay, then counts down from j6', () => {
    expect(observe(running, '2026-04-01')).toMatchObject({
      display_popup_renew_period_cycle: true,
      remain_to_pay: 9 * 300_000,
      remain_to_period_end: null,
      display_popup_before_period_end: false,
      display_topbar_reminder: false,
    });
    expect(observe(running, '2026-04-04')).toMatchObject({ display_popup_renew_period_cycle: true, day_to_notify: null });
    expect(observe(running, '2026-04-05')).toMatchObject({
      display_popup_renew_period_cycle: false,
      display_topbar_reminder: true,
      day_to_notify: 'j6',
    });
    expect(observe(running, '2026-04-11')).toMatchObject({ day_to_notify: 'j0', display_topbar_reminder: true });
  });

  it('stops asking once the renewal is asked for; its receipt is still counted down', () => {
    const asked = openState(invoiceOf('2026-01-01', 3), requestOf('2026-04-02', 'pending'));
    expect(observe(asked, '2026-04-02')).toMatchObject({
      display_popup_renew_period_cycle: false,
      display_topbar_incomplete_shift_request_pending: false,
      display_topbar_reminder: false,
    });
    expect(observe(asked, '2026-04-09')).toMatchObject({ day_to_notify: 'j2' });
    const early = openState(invoiceOf('2026-01-01', 3), requestOf('2026-03-30', 'incomplete'));
    expect(observe(early, '2026-03-30')).toMatchObject({
      remain_to_period_end: 2,
      display_popup_before_period_end: false,
      display_topbar_incomplete_shift_request_pending: true,
    });
  });
});

describe('observerFlags: paid', () => {
  // 12 months from 1 March 2025, all paid: over on 1 March 2026, a new invoice due by 11 March.
  const paid = paidState(invoiceOf('2025-03-01', 12));

  it('announces the end of the invoice 15 days before', () => {
    expect(observe(paid, '2026-02-10')).toMatchObject({ remain_to_invoice_end: 19, display_popup_before_invoice_end: false });
    expect(observe(paid, '2026-02-14')).toMatchObject({ remain_to_invoice_end: 15, display_popup_before_invoice_end: true });
    expect(observe(paid, '2026-02-28')).toMatchObject({ display_popup_create_new_invoice: false });
  });

  it('asks for a new invoice once it is over, counting the days until the restriction', () => {
    expect(observe(paid, '2026-03-01')).toMatchObject({
      display_popup_before_invoice_end: false,
      display_popup_create_new_invoice: true,
      remain_to_create_invoice: 10,
      payment_due_date: '2026-03-11',
    });
    expect(observe(paid, '2026-03-10')).toMatchObject({ remain_to_create_invoice: 1 });
    expect(isRestricted(paid, '2026-03-10')).toBe(false);
    expect(observe(paid, '2026-03-11')).toMatchObject({ invalidate_query: true, display_popup_create_new_invoice: false });
    expect(isRestricted(paid, '2026-03-11')).toBe(true);
  });
});

describe('observerFlags: waiting and canceled', () => {
  it.each([endedState('waiting'), endedState('canceled', invoiceOf('2025-01-01', 3))])(
    'sets no reminder for $status (the web shows its start or rejoin message) and restricts',
    (state) => {
      const answer = observe(state, '2026-03-01');
      expect(Object.entries(answer).filter(([, value]) => value !== false && value !== null)).toEqual([]);
      expect(isRestricted(state, '2026-03-01')).toBe(true);
    },
  );

  it('tells a clinic it is one (its start-subscription popup)', () => {
    const clinic = { ...endedState('waiting'), isClinic: true };
    expect(observe(clinic, '2026-03-01').clinicEntity).toBe(true);
    expect(observe(trialingState('2026-04-01', true), '2026-03-01').clinicEntity).toBe(true);
  });
});
