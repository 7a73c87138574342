import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { practiceDay } from '../../lib/practice-time';
import { judgePayment } from '../card-payments/payment-judgement';
import type { SatimAcknowledgement } from '../card-payments/satim-client';
import { rejectionOf, type ExchangeOutcome } from './card-exchange-outcome';
import { createCardExchangesRepository } from './card-exchanges.repository';
import { createSubscriptionRepository } from './subscription.repository';
import { loadSubscription, payRequest, settleAndSave } from './subscription-store';

/** What the card job or the browser's return learned of an open exchange. */
export type CardVerdict = { ack: SatimAcknowledgement } | { registerUnanswered: true };

/** Who confirmed a payment SATIM acknowledged (subscription_payments.confirmed_by). */
const confirmedBySatim = 'satim';

/**
 * Applies SATIM's verdict on an exchange exactly once: in one transaction holding the exchange's
 * row (SELECT ... FOR UPDATE), then the subscription's. A return replayed or racing the card job
 * finds the outcome already written and changes nothing. Paid (for the exchange's order number and
 * amount) counts the instalment's months only while it is the subscription's request still awaited;
 * anything else gives the request way, so that another may replace it.
 */
export function createCardSettlement(options: { db: Database; log: FastifyBaseLogger; now: () => Date }) {
  const { db, log, now } = options;

  return async function settleExchange(exchangeId: string, verdict: CardVerdict): Promise<ExchangeOutcome> {
    const at = now();
    const today = practiceDay(at);
    const settled = await db.transaction(async (tx) => {
      const exchanges = createCardExchangesRepository(tx);
      const exchange = await exchanges.lock(exchangeId);
      if (!exchange) throw new Error(`payment exchange ${exchangeId} is gone`);
      if (exchange.outcome) return { outcome: exchange.outcome as ExchangeOutcome, fresh: false };

      const subscriptions = createSubscriptionRepository(tx);
      const { subscription } = (await exchanges.byId(exchangeId))!;
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
      return { outcome, fresh: true };
    });
    if (settled.fresh && settled.outcome === 'paidNotApplied') {
      log.error({ exchangeId }, 'SATIM was paid for a card instalment no longer awaited: refund it (docs/decisions.md)');
    }
    return settled.outcome;
  };
}

export type CardSettlement = ReturnType<typeof createCardSettlement>;
