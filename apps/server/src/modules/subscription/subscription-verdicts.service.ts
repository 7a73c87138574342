import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { practiceDay } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import type { Mailer } from '../mail/mailer';
import { emailPaymentVerdict, notifyPaymentVerdict, type PaymentVerdict } from './payment-verdict-notice';
import { createSubscriptionRepository } from './subscription.repository';
import { refusal } from './subscription-refusal';
import { loadSubscription, payRequest, settleAndSave } from './subscription-store';
import type { SubscriptionState } from './subscription-state';

export interface WaitingPayment {
  paymentId: string;
  requestedOn: string;
  months: number;
  amountCentimes: number;
  method: string;
  offerId: string;
  subscriptionId: string;
  /** The doctor, or the clinic's admins, who asked. */
  accounts: { email: string; name: string }[];
}

/**
 * The operator's side of manual payments (command line): the instalments waiting for their receipt
 * to be checked, and the verdict on one, which moves the subscription on and tells the account
 * (a notification for an independent doctor, an e-mail to whoever pays).
 */
export function createSubscriptionVerdicts(options: { db: Database; mailer: Mailer; log: FastifyBaseLogger; now?: () => Date }) {
  const { db, mailer, log } = options;
  const now = options.now ?? (() => new Date());

  return {
    async listWaiting(): Promise<WaitingPayment[]> {
      const repository = createSubscriptionRepository(db);
      const rows = await repository.waitingPayments();
      return Promise.all(
        rows.map(async ({ payment, invoice, subscription }) => ({
          paymentId: payment.id,
          requestedOn: payment.requestedOn,
          months: payment.months,
          amountCentimes: payment.amountCentimes,
          method: payment.method,
          offerId: invoice.offerId,
          subscriptionId: subscription.id,
          accounts: (await repository.payers(subscription)).map((account) => ({
            email: account.email,
            name: `${account.firstName} ${account.lastName}`.trim(),
          })),
        })),
      );
    },

    /**
     * Confirms (the receipt is right: its months are paid) or rejects (the request becomes
     * incomplete, to be asked again) the instalment awaiting a verdict. 404 notFound; 409
     * subscriptionStepUnavailable when it is not the subscription's current request.
     */
    async decide(paymentId: string, verdict: PaymentVerdict, operator: string) {
      if (!isUuid(paymentId)) throw refusal('notFound');
      const at = now();
      const today = practiceDay(at);
      const decided = await db.transaction(async (tx) => {
        const repository = createSubscriptionRepository(tx);
        const found = await repository.paymentById(paymentId);
        if (!found) throw refusal('notFound');
        const row = (await repository.findById(found.subscriptionId, true))!;
        const loaded = await settleAndSave(repository, await loadSubscription(repository, row), today, at);
        const request = loaded.request;
        // A card payment is SATIM's to decide (card-settlement.ts), never the operator's.
        if (!request || request.id !== paymentId || request.method === 'cib' || loaded.state.status !== 'open') {
          throw refusal('subscriptionStepUnavailable', 'this payment is not awaiting a verdict');
        }
        let state: SubscriptionState = loaded.state;
        if (verdict === 'confirmed') {
          const moved = await payRequest(repository, loaded, request, at, operator);
          if (!moved.ok) throw refusal(moved.code);
          state = moved.state;
        } else {
          await repository.updatePayment(request.id, { state: 'incomplete' });
        }
        await notifyPaymentVerdict(tx, row, { verdict, months: request.months, amountCentimes: request.amountCentimes });
        return { row, request, status: state.status, paidMonths: state.invoice?.paidMonths ?? 0 };
      });
      const { row, request } = decided;
      await emailPaymentVerdict({ db, mailer, log }, row, {
        verdict,
        months: request.months,
        amountCentimes: request.amountCentimes,
      });
      return {
        paymentId,
        verdict,
        subscriptionId: row.id,
        status: decided.status,
        paidMonths: decided.paidMonths,
        months: request.months,
        amountCentimes: request.amountCentimes,
      };
    },
  };
}

export type SubscriptionVerdicts = ReturnType<typeof createSubscriptionVerdicts>;
