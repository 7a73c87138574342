import type { RawStatement } from '../../db/raw-statement';
import type { SubscriptionPaymentRow, SubscriptionRow } from '../../db/schema/subscription';

/** One row of `practiceStateStatement`, as PostgreSQL names the columns. */
export interface PracticeStateColumns {
  id: string;
  clinic_id: string | null;
  status: SubscriptionRow['status'];
  trial_ends_on: string;
  original_offer_id: string | null;
  first_payment_grace: boolean;
  last_payment_method: SubscriptionRow['lastPaymentMethod'];
  last_payment_months: number | null;
  offer_id: string | null;
  duration_months: number | null;
  monthly_price_centimes: number | null;
  starts_on: string | null;
  paid_months: number | null;
  months: number | null;
  method: SubscriptionPaymentRow['method'] | null;
  requested_on: string | null;
  state: SubscriptionPaymentRow['state'] | null;
}

const practiceStateText = `
  select s.id, s.clinic_id, s.status, s.trial_ends_on::text as trial_ends_on, s.original_offer_id,
    s.first_payment_grace, s.last_payment_method, s.last_payment_months,
    i.offer_id, i.duration_months, i.monthly_price_centimes::float8 as monthly_price_centimes,
    i.starts_on::text as starts_on, i.paid_months,
    p.months, p.method, p.requested_on::text as requested_on, p.state
  from users u
  join subscriptions s on (u.clinic_id is null and s.doctor_id = u.id) or s.clinic_id = u.clinic_id
  left join lateral (
    select * from subscription_invoices where subscription_id = s.id order by created_at desc, id desc limit 1
  ) i on true
  left join lateral (
    select * from subscription_payments where invoice_id = i.id and state in ('pending', 'incomplete') limit 1
  ) p on true
  where u.id = $1::uuid
  limit 1`;

/**
 * What the rules read of the subscription a doctor's practice follows (its own, or its clinic's),
 * in one round trip. The booking path asks it on every new booking: prepared, as planning it took
 * most of its time under load (docs/performance.md, "Statements per operation").
 */
export function practiceStateStatement(doctorId: string): RawStatement {
  return { name: 'subscription_practice_state', text: practiceStateText, values: [doctorId] };
}
