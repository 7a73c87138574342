import { describe, expect, it } from 'vitest';
import type { ObserverObject } from '@tabib/contracts/subscription';
import { observerNoticesOf } from './observer-notices';

const quiet: ObserverObject = {
  invalidate_query: false,
  display_trialing_gonna_over: false,
  remain_to_end_trial: null,
  display_topbar_incomplete_shift_request_pending: false,
  incomplete_shift_request_duration: null,
  display_popup_renew_period_cycle: false,
  remain_to_pay: null,
  display_popup_before_period_end: false,
  display_topbar_before_period_end: false,
  remain_to_period_end: null,
  payment_due_date: null,
  display_popup_reminder: false,
  display_topbar_reminder: false,
  day_to_notify: null,
  remain_to_invoice_end: null,
  display_popup_before_invoice_end: false,
  display_popup_create_new_invoice: false,
  remain_to_create_invoice: null,
  clinicEntity: false,
};
const today = '2026-11-28';

describe('the observer notices (spec 3 section 4, reminders by status)', () => {
  it('announces the end of the welcome period with its days left, the popup keyed by that count', () => {
    const notices = observerNoticesOf('trialing', { ...quiet, display_trialing_gonna_over: true, remain_to_end_trial: 5 }, today);
    expect(notices.banner).toEqual({ kind: 'trialEnding', days: 5 });
    expect(notices.popup?.value).toBe('5');
    expect(observerNoticesOf('trialing', { ...quiet, remain_to_end_trial: 20 }, today)).toEqual({ banner: null, popup: null });
  });

  it('puts an incomplete request first, then the renewal, the period end and the reminder (open)', () => {
    const all: ObserverObject = {
      ...quiet,
      display_topbar_incomplete_shift_request_pending: true,
      display_popup_renew_period_cycle: true,
      remain_to_pay: 1_050_000,
      display_popup_before_period_end: true,
      display_topbar_before_period_end: true,
      remain_to_period_end: 2,
      display_popup_reminder: true,
      display_topbar_reminder: true,
      day_to_notify: 'j4',
      payment_due_date: '2026-12-02',
    };
    expect(observerNoticesOf('open', all, today)).toEqual({ banner: { kind: 'incompleteRequest' }, popup: null });
    const renewal = observerNoticesOf('open', { ...all, display_topbar_incomplete_shift_request_pending: false }, today);
    expect(renewal.banner).toEqual({ kind: 'renewPeriod', amount: 1_050_000 });
    expect(renewal.popup?.value).toBe('1050000');
    const periodEnd = observerNoticesOf(
      'open',
      { ...all, display_topbar_incomplete_shift_request_pending: false, display_popup_renew_period_cycle: false },
      today,
    );
    expect(periodEnd.banner).toEqual({ kind: 'periodEnding', days: 2, date: '2026-12-02' });
    const reminder = observerNoticesOf(
      'open',
      {
        ...all,
        display_topbar_incomplete_shift_request_pending: false,
        display_popup_renew_period_cycle: false,
        display_popup_before_period_end: false,
      },
      today,
    );
    expect(reminder.banner).toEqual({ kind: 'paymentReminder', key: 'j4', date: '2026-12-02' });
    expect(reminder.popup?.value).toBe('j4:2026-12-02');
  });

  it('shows the period end banner only with its top-bar flag, and clears everything otherwise', () => {
    const popupOnly = observerNoticesOf(
      'open',
      { ...quiet, display_popup_before_period_end: true, remain_to_period_end: 6, payment_due_date: '2026-12-14' },
      today,
    );
    expect(popupOnly.banner).toBeNull();
    expect(popupOnly.popup?.notice.kind).toBe('periodEnding');
    expect(observerNoticesOf('open', quiet, today)).toEqual({ banner: null, popup: null });
  });

  it('asks a clinic to start its subscription and others to subscribe again, once a day (waiting)', () => {
    const clinic = observerNoticesOf('waiting', { ...quiet, clinicEntity: true }, today);
    expect(clinic.banner).toEqual({ kind: 'startSubscription' });
    expect(clinic.popup?.value).toBe(today);
    expect(observerNoticesOf('waiting', quiet, today).banner).toEqual({ kind: 'resubscribe' });
  });

  it('announces the end of a paid invoice, or a new invoice to create (paid), and the rejoin message (canceled)', () => {
    expect(
      observerNoticesOf('paid', { ...quiet, display_popup_before_invoice_end: true, remain_to_invoice_end: 10 }, today).banner,
    ).toEqual({ kind: 'invoiceEnding', days: 10 });
    expect(
      observerNoticesOf(
        'paid',
        { ...quiet, display_popup_create_new_invoice: true, remain_to_create_invoice: 4, payment_due_date: '2026-12-02' },
        today,
      ).banner,
    ).toEqual({ kind: 'newInvoice', date: '2026-12-02' });
    expect(observerNoticesOf('paid', quiet, today)).toEqual({ banner: null, popup: null });
    expect(observerNoticesOf('canceled', quiet, today)).toEqual({ banner: { kind: 'canceled' }, popup: null });
  });
});
