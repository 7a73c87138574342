import type { Act } from '@tabib/contracts/payments';
import type { ActPaymentRow, ActRow } from './payments.repository';

/** YYYY-MM-DD to DD/MM/YYYY. */
const displayDate = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** An act as the API shows it: paid is the sum of its payments, remaining what is still owed (centimes). */
export function presentAct(row: ActRow, payments: ActPaymentRow[]): Act {
  const paid = payments.reduce((sum, payment) => sum + payment.amountCentimes, 0);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    total_amount: row.totalCentimes,
    paid_amount: paid,
    remaining_amount: row.totalCentimes - paid,
    items: payments.map((payment) => ({ _id: payment.id, amount: payment.amountCentimes, date: displayDate(payment.paidOn) })),
    appointmentId: row.appointmentId,
    created_at: row.createdAt.toISOString(),
  };
}
