import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../../db/client';
import { practiceDay } from '../../lib/practice-time';
import { judgePayment } from '../card-payments/payment-judgement';
import type { SatimAcknowledgement } from '../card-payments/satim-client';
import { rejectionOf, type ExchangeOutcome } from './card-exchange-outcome';
import { createCardExchangesRepository } from './card-exchanges.repository';
import type { SubscriptionRow } from '../../db/schema/subscription';
import {
  emailPaymentVerdict,
  notifyPaymentVerdict,
  type PaymentVerdict,
  type PaymentVerdictNotice,
} from './payment-verdict-notice';
import { createSubscriptionRepository } from './subscription.repository';
import { loadSubscription, payRequest, settleAndSave } from './subscription-store';

/** What the card job or the browser's return learned of an open exchange. */
export type CardVerdict = { ack: SatimAcknowledgement } | { registerUnanswered: true };

/** Who confirmed a payment SATIM acknowledged (subscription_payments.confirmed_by). */
const confirmedBySatim = 'satim';

interface Settled {
  outcome: ExchangeOutcome;
  /** Written by this call, not found written by an earlier one. */
  fresh: boolean;
  told?: { subscription: SubscriptionRow; decided: PaymentVerdictNotice };
}

/**
 * What the payer is told of a settlement they did not watch (the card job's): a payment, or a card
 * the bank refused. An abandoned page or an unanswered register.do took no money: nothing to tell.
 */
function verdictToTell(outcome: ExchangeOutcome): PaymentVerdict | undefined {
  if (outcome === 'paid') return 'confirmed';
  return outcome === 'declined' || outcome === 'amountMismatch' ? 'rejected' : undefined;
}

/**
 * Applies SATIM's verdict on an exchange exactly once: in one transaction holding the exchange's
 * row (SELECT ... FOR UPDATE), then the subscription's. A return replayed or racing the card job
 * finds the outcome already written and changes nothing. Paid (for the exchange's order number and
 * amount) counts the instalment's months only while it is the subscription's request still awaited;
 * anything else gives the request way, so that another may replace it.
 */
export function createCardSettlement(options: { db: Database; mailer: Mailer; log: FastifyBaseLogger; now: () => Date }) {
  const { db, mailer, log, now } = options;

  /** `tellPayer`: the payer is not on the page (the card job), so a payment or a refusal is notified and e-mailed. */
  return async function settleExchange(
    exchangeId: string,
    verdict: CardVerdict,
    { tellPayer = false } = {},
  ): Promise<ExchangeOutcome> {
    const at = now();
    const today = practiceDay(at);
    const settled = await db.transaction(async (tx): Promise<Settled> => {
      const exchanges = createCardExchangesRepository(tx);
      const exchange = await exchanges.lock(exchangeId);
      if (!exchange) throw new Error(`payment exchange ${exchangeId} is gone`);
      if (exchange.outcome) return { outcome: exchange.outcome as ExchangeOutcome, fresh: false };

      const subscriptions = createSubscriptionRepository(tx);
      const { subscription, payment } = (await exchanges.byId(exchangeId))!;
      const row = (await subscriptions.findById(subscription.id, true))!;
      const loaded = await settleAndSave(subscriptions, await loadSubscription(subscriptions, row), today, at);
      const request =
        loaded.request?.id === exchange.paymentId && loaded.request.state === 'pending' ? loaded.request : undefined;

      let outcome: ExchangeOutcome;
      if ('registerUnanswered' in verdict) outcome = 'registerUnanswered';
      else {
        const judgement = judgePayment(verdict.ack, exchange.amountCentimes, exchange.orderNumber);
        outcome = judgement.kind === 'paid' ? 'paid' : rejectionOf(judgement);
      }
      if (outcome === 'paid') {
        const moved = request ? await payRequest(subscriptions, loaded, request, at, confirmedBySatim) : undefined;
        if (!moved?.ok) outcome = 'paidNotApplied';
      } else if (request) {
        await exchanges.releaseRequest(request.id);
      }
      await exchanges.update(exchangeId, {
        outcome,
        ...('ack' in verdict ? { acknowledgement: verdict.ack.raw, acknowledgedAt: verdict.ack.acknowledgedAt } : {}),
      });
      const told = tellPayer ? verdictToTell(outcome) : undefined;
      if (!told) return { outcome, fresh: true };
      const decided = { verdict: told, months: payment.months, amountCentimes: exchange.amountCentimes };
      await notifyPaymentVerdict(tx, row, decided);
      return { outcome, fresh: true, told: { subscription: row, decided } };
    });
    if (settled.fresh && settled.outcome === 'paidNotApplied') {
      log.error({ exchangeId }, 'SATIM was paid for a card instalment no longer awaited: refund it (docs/decisions.md)');
    }
    if (settled.told) await emailPaymentVerdict({ db, mailer, log }, settled.told.subscription, settled.told.decided);
    return settled.outcome;
  };
}

export type CardSettlement = ReturnType<typeof createCardSettlement>;
