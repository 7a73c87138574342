import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { isLocale, type Locale } from '@tabib/contracts/locales';
import {
  payerTitleOf,
  publicReceiptPagePath,
  type epaymentConfirmResponseSchema,
  type PaymentReceipt,
  type PublicReceiptResponse,
} from '@tabib/contracts/subscription-calls';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { JobHandler } from '../../jobs/job-queue';
import { isUuid } from '../../lib/uuid';
import { judgePayment } from '../card-payments/payment-judgement';
import { receiptOf } from '../card-payments/payment-receipt';
import { readAcknowledgement, type SatimClient } from '../card-payments/satim-client';
import type { Mailer } from '../mail/mailer';
import { receiptEmail } from '../subscription-receipts/receipt-email';
import type { ReceiptPrinter } from '../subscription-receipts/receipt-printer';
import type { ReceiptTokens } from '../subscription-receipts/receipt-tokens';
import { cardCheckDelays, cardCheckJobKind, isRejection, type ExchangeOutcome } from './card-exchange-outcome';
import { createCardExchangesRepository, type ExchangeWithRequest } from './card-exchanges.repository';
import { scheduleCardCheck } from './card-registration';
import { createCardSettlement } from './card-settlement';
import { isOwnedBy, paidOwner } from './subscription-actor';
import { createSubscriptionRepository } from './subscription.repository';
import { refusal } from './subscription-refusal';

type ConfirmAnswer = z.infer<typeof epaymentConfirmResponseSchema>;

/** The code the operator finds a paying account by on a receipt: its subscription id's first 8 characters. */
const shortCodeOf = (subscriptionId: string) => subscriptionId.replaceAll('-', '').slice(0, 8).toUpperCase();

/** The acknowledgement kept with a settled exchange, read as when it arrived. */
const storedAcknowledgement = (exchange: ExchangeWithRequest['exchange']) =>
  readAcknowledgement(exchange.satimOrderId!, exchange.acknowledgement ?? {}, exchange.acknowledgedAt ?? exchange.createdAt);

/** Spec 3 section 3, Payment transaction receipt, from the acknowledgement kept with a paid exchange. */
function receiptFrom({ exchange, invoice, subscription }: ExchangeWithRequest): PaymentReceipt {
  const ack = storedAcknowledgement(exchange);
  if (ack.kind !== 'acknowledged') throw new Error(`paid exchange ${exchange.id} without a readable acknowledgement`);
  return receiptOf(ack, { id: exchange.id, billingId: invoice.id, doctorShortCode: shortCodeOf(subscription.id) });
}

/**
 * The card side of the subscription after register.do: the browser's return (epayment-confirm_do),
 * the job that settles what it never brought back, the receipt (public page, PDF, e-mail).
 */
export function createCardPayments(options: {
  db: Database;
  satim: SatimClient;
  receiptTokens: ReceiptTokens;
  receiptPrinter: ReceiptPrinter;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, satim, receiptTokens, receiptPrinter, mailer, publicUrl, log, now } = options;
  const settleExchange = createCardSettlement({ db, mailer, log, now });

  /** The confirmation's answer for a settled exchange, from what was stored: SATIM is not asked again. */
  async function answerOf(exchangeId: string, outcome: ExchangeOutcome): Promise<ConfirmAnswer> {
    const found = (await createCardExchangesRepository(db).byId(exchangeId))!;
    if (outcome === 'paid') {
      return {
        success: true,
        outcome: 'paid',
        receipt: receiptFrom(found),
        receipt_token: await receiptTokens.tokenFor(exchangeId),
      };
    }
    if (!isRejection(outcome)) throw refusal('NoInvoiceRelatedEpaymentRequest');
    const { exchange } = found;
    const ack = storedAcknowledgement(exchange);
    const judgement = ack.kind === 'acknowledged' ? judgePayment(ack, exchange.amountCentimes, exchange.orderNumber) : undefined;
    const message = judgement && judgement.kind === 'refused' ? (judgement.message?.slice(0, 500) ?? null) : null;
    return { success: true, outcome: 'rejected', rejection: { reason: outcome, message } };
  }

  /** The paid exchange a receipt token names, if any. */
  async function paidExchangeOf(token: string): Promise<ExchangeWithRequest | undefined> {
    const exchangeId = await receiptTokens.read(token);
    const found = exchangeId ? await createCardExchangesRepository(db).byId(exchangeId) : undefined;
    return found?.exchange.outcome === 'paid' ? found : undefined;
  }

  return {
    /**
     * epayment-confirm_do: the browser back from SATIM's page with its order id. Only the account
     * that pays for the order's subscription may confirm it; any other order id is unknown.
     */
    async confirm(actor: UserRow, orderId: string, language: Locale): Promise<ConfirmAnswer> {
      const owner = await paidOwner(db, actor);
      const found = await createCardExchangesRepository(db).bySatimOrderId(orderId);
      if (!found || !isOwnedBy(found.subscription, owner)) throw refusal('EpaymentCaseNotFound');
      const { exchange } = found;
      if (exchange.outcome) return answerOf(exchange.id, exchange.outcome as ExchangeOutcome);
      if (found.invoice.status === 'canceled') throw refusal('NoInvoiceRelatedEpaymentRequest');
      const ack = await satim.acknowledge(orderId, language);
      if (ack.kind === 'unavailable') {
        await scheduleCardCheck(db, exchange.id, new Date(+now() + cardCheckDelays.acknowledgeRetryMs));
        log.warn({ exchangeId: exchange.id, reason: ack.reason, detail: ack.detail }, 'acknowledgeTransaction.do did not answer');
        throw refusal('epaymentProviderFailed', 'the payment platform did not answer; the payment is checked again shortly');
      }
      return answerOf(exchange.id, await settleExchange(exchange.id, { ack }));
    },

    /** Settles an open exchange the browser did not bring back (or whose acknowledgement timed out). */
    checkJob: {
      kind: cardCheckJobKind,
      async handle(_tx, job, attempt) {
        const exchangeId = String(job.payload.exchangeId);
        const found = await createCardExchangesRepository(db).byId(exchangeId);
        if (!found || found.exchange.outcome) return;
        const orderId = found.exchange.satimOrderId;
        if (!orderId) {
          await settleExchange(exchangeId, { registerUnanswered: true });
          return;
        }
        const ack = await satim.acknowledge(orderId, 'fr');
        if (ack.kind === 'unavailable') {
          if (attempt.lastAttempt) log.error({ exchangeId }, 'card payment never acknowledged: check it with SATIM by hand');
          return { retry: ack.detail };
        }
        await settleExchange(exchangeId, { ack }, { tellPayer: true });
      },
    } satisfies JobHandler,

    /** The public receipt of a token (404 notFound unless it names a paid exchange). */
    async publicReceipt(token: string): Promise<PublicReceiptResponse> {
      const found = await paidExchangeOf(token);
      if (!found) throw refusal('notFound');
      const payer = await createCardExchangesRepository(db).payerOf(found.subscription);
      return {
        success: true,
        receipt: receiptFrom(found),
        payer: {
          name: payer.name.slice(0, 200),
          title: payer.title === null ? null : payerTitleOf(payer.title),
        },
        offer_id: found.invoice.offerId,
        months: found.payment.months,
      };
    },

    /** Whether the receipt of a token exists (the PDF route asks before starting Chromium). */
    receiptExists: async (token: string): Promise<boolean> => (await paidExchangeOf(token)) !== undefined,

    /**
     * epayment-email-bank-invoice: the receipt of one of the payer's own paid transactions to an
     * address, in the account's language, with its PDF when Chromium made one.
     */
    async emailReceipt(actor: UserRow, transactionId: string, email: string) {
      const owner = await paidOwner(db, actor);
      const subscription = isUuid(transactionId) ? await createSubscriptionRepository(db).find(owner) : undefined;
      const found = subscription ? await createCardExchangesRepository(db).paidOf(transactionId, subscription.id) : undefined;
      if (!found) throw refusal('notFound');
      const token = await receiptTokens.tokenFor(found.exchange.id);
      const receipt = receiptFrom(found);
      const locale = isLocale(actor.locale) ? actor.locale : 'fr';
      const pdf = receiptPrinter.available()
        ? await receiptPrinter.pdf(token, locale).catch((error: unknown) => {
            log.warn({ err: error, exchangeId: found.exchange.id }, 'receipt PDF failed: e-mailed without it');
            return undefined;
          })
        : undefined;
      await mailer.send(
        receiptEmail({
          to: email,
          locale,
          amountCentimes: receipt.amount ?? found.exchange.amountCentimes,
          transactionTime: receipt.transactionTime,
          orderNumber: found.exchange.orderNumber,
          receiptUrl: `${publicUrl}${publicReceiptPagePath(token)}`,
          pdf,
        }),
      );
      return { success: true as const };
    },
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
