import { reminderDays, subscriptionRules, type ObserverObject, type ReminderKey } from '@tabib/contracts/subscription';
import { restrictionDay } from './restriction';
import { addDays, daysFrom } from './subscription-days';
import { invoiceEndsOn, paidThrough, remainingToPay, type OpenSubscription, type SubscriptionState } from './subscription-state';

const quiet = {
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
} satisfies Omit<ObserverObject, 'invalidate_query' | 'clinicEntity'>;

/** The key of a day `daysLeft` before services are restricted: only on the spec's days, j0 from then on. */
export function reminderKeyOf(daysLeft: number): ReminderKey | null {
  if (daysLeft <= 0) return 'j0';
  return (Object.keys(reminderDays) as ReminderKey[]).find((key) => reminderDays[key] === daysLeft) ?? null;
}

/**
 * Everything the observer answers (spec 3 sections 3 and 4, "Reminders by status") from the
 * settled state and the practice's day. Each flag is computed on its own; the web shows, per
 * status, the first that is set in the spec's order. `invalidateQuery`: the observer has just
 * moved the state on (settle), so the web reads the checkout information again.
 */
export function observerFlags(state: SubscriptionState, today: string, invalidateQuery: boolean): ObserverObject {
  const base = { ...quiet, invalidate_query: invalidateQuery, clinicEntity: state.isClinic };
  switch (state.status) {
    case 'trialing': {
      const left = Math.max(0, daysFrom(today, state.trialEndsOn));
      return { ...base, remain_to_end_trial: left, display_trialing_gonna_over: left <= subscriptionRules.trialReminderDays };
    }
    case 'open':
      return { ...base, ...openFlags(state, today) };
    case 'paid': {
      const end = invoiceEndsOn(state.invoice);
      if (today < end) {
        const left = daysFrom(today, end);
        return {
          ...base,
          remain_to_invoice_end: left,
          display_popup_before_invoice_end: left <= subscriptionRules.invoiceEndReminderDays,
        };
      }
      const due = addDays(end, subscriptionRules.paymentDeadlineDays);
      return {
        ...base,
        display_popup_create_new_invoice: true,
        remain_to_create_invoice: Math.max(0, daysFrom(today, due)),
        payment_due_date: due,
      };
    }
    default:
      return base;
  }
}

/**
 * open, in the spec's order: 1. an incomplete request to do again; 2. the period is over and
 * nothing is asked yet (renew, until the countdown starts); 3. the period ends soon; 4. the
 * countdown to the restriction, j6 to j0 (and j0 while restricted).
 */
function openFlags(state: OpenSubscription, today: string): Partial<ObserverObject> {
  const { invoice, request } = state;
  const due = restrictionDay(state)!;
  const daysLeft = daysFrom(today, due);
  const through = paidThrough(invoice);
  const key = reminderKeyOf(daysLeft);
  const countdownDays = reminderDays.j6;
  const beforePeriodEnd = invoice.paidMonths > 0 && today < through ? daysFrom(today, through) : null;
  const announcePeriodEnd = beforePeriodEnd !== null && request === null;
  return {
    display_topbar_incomplete_shift_request_pending: request?.state === 'incomplete',
    incomplete_shift_request_duration: request?.state === 'incomplete' ? request.months : null,
    display_popup_renew_period_cycle: invoice.paidMonths > 0 && today >= through && request === null && daysLeft > countdownDays,
    remain_to_pay: remainingToPay(invoice),
    remain_to_period_end: beforePeriodEnd,
    display_popup_before_period_end: announcePeriodEnd && beforePeriodEnd <= subscriptionRules.periodEndReminderDays,
    display_topbar_before_period_end: announcePeriodEnd && beforePeriodEnd <= subscriptionRules.periodEndTopbarDays,
    payment_due_date: due,
    display_topbar_reminder: daysLeft <= countdownDays,
    display_popup_reminder: key !== null,
    day_to_notify: key,
  };
}
