import type { ObserverObject, ReminderKey, SubscriptionStatus } from '@tabib/contracts/subscription';

/** Where a notice's button leads, under /settings/subscription. */
export type NoticeTarget = 'overview' | 'discover-offers' | 'invoice-commit' | 'period-commit';

export type SubscriptionNotice =
  | { kind: 'trialEnding'; days: number }
  | { kind: 'incompleteRequest' }
  | { kind: 'renewPeriod'; amount: number }
  | { kind: 'periodEnding'; days: number; date: string | null }
  | { kind: 'paymentReminder'; key: ReminderKey; date: string | null }
  | { kind: 'startSubscription' }
  | { kind: 'resubscribe' }
  | { kind: 'invoiceEnding'; days: number }
  | { kind: 'newInvoice'; date: string | null }
  | { kind: 'canceled' };

export type NoticeKind = SubscriptionNotice['kind'];

export const noticeTargets: Record<NoticeKind, NoticeTarget> = {
  trialEnding: 'discover-offers',
  incompleteRequest: 'period-commit',
  renewPeriod: 'period-commit',
  periodEnding: 'overview',
  paymentReminder: 'overview',
  startSubscription: 'invoice-commit',
  resubscribe: 'invoice-commit',
  invoiceEnding: 'discover-offers',
  newInvoice: 'invoice-commit',
  canceled: 'invoice-commit',
};

export interface ObserverNotices {
  banner: SubscriptionNotice | null;
  /** The popup, with the value it showed: dismissed, it is not shown again for that value. */
  popup: { notice: SubscriptionNotice; value: string } | null;
}

const none: ObserverNotices = { banner: null, popup: null };

/**
 * Spec 3 section 4, reminders by status: the first notice set in the spec's order, as a banner
 * and/or a popup. `today` (YYYY-MM-DD) is the value of the waiting popup, shown once a day.
 */
export function observerNoticesOf(status: SubscriptionStatus, flags: ObserverObject, today: string): ObserverNotices {
  switch (status) {
    case 'trialing': {
      if (!flags.display_trialing_gonna_over || flags.remain_to_end_trial === null) return none;
      const notice = { kind: 'trialEnding', days: flags.remain_to_end_trial } as const;
      return { banner: notice, popup: { notice, value: String(notice.days) } };
    }
    case 'open':
      return openNotices(flags);
    case 'waiting': {
      const notice = { kind: flags.clinicEntity ? 'startSubscription' : 'resubscribe' } as const;
      return { banner: notice, popup: { notice, value: today } };
    }
    case 'paid': {
      if (flags.display_popup_before_invoice_end && flags.remain_to_invoice_end !== null) {
        const notice = { kind: 'invoiceEnding', days: flags.remain_to_invoice_end } as const;
        return { banner: notice, popup: { notice, value: String(notice.days) } };
      }
      if (flags.display_popup_create_new_invoice) {
        const notice = { kind: 'newInvoice', date: flags.payment_due_date } as const;
        return { banner: notice, popup: { notice, value: `${flags.remain_to_create_invoice ?? ''}` } };
      }
      return none;
    }
    case 'canceled':
      return { banner: { kind: 'canceled' }, popup: null };
  }
}

function openNotices(flags: ObserverObject): ObserverNotices {
  if (flags.display_topbar_incomplete_shift_request_pending) return { banner: { kind: 'incompleteRequest' }, popup: null };
  if (flags.display_popup_renew_period_cycle && flags.remain_to_pay !== null) {
    const notice = { kind: 'renewPeriod', amount: flags.remain_to_pay } as const;
    return { banner: notice, popup: { notice, value: String(notice.amount) } };
  }
  if (flags.display_popup_before_period_end && flags.remain_to_period_end !== null) {
    const notice = { kind: 'periodEnding', days: flags.remain_to_period_end, date: flags.payment_due_date } as const;
    return {
      banner: flags.display_topbar_before_period_end ? notice : null,
      popup: { notice, value: String(notice.days) },
    };
  }
  if ((flags.display_popup_reminder || flags.display_topbar_reminder) && flags.day_to_notify) {
    const notice = { kind: 'paymentReminder', key: flags.day_to_notify, date: flags.payment_due_date } as const;
    return {
      banner: flags.display_topbar_reminder ? notice : null,
      popup: flags.display_popup_reminder ? { notice, value: `${notice.key}:${notice.date ?? ''}` } : null,
    };
  }
  return none;
}
