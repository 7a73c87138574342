import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@tabib/contracts/locales';
import type { Database, Executor } from '../../db/client';
import { scheduleJob } from '../../jobs/job-queue';
import { newSatimOrderNumber, type SatimClient } from '../card-payments/satim-client';
import { cardCheckDelays, cardCheckJobKey, cardCheckJobKind } from './card-exchange-outcome';
import { createCardExchangesRepository } from './card-exchanges.repository';
import { refusal } from './subscription-refusal';

/** The web's e-payment confirmation page (apps/web/src/app/antd-routes.tsx); SATIM adds `orderId` to it. */
export const epaymentConfirmationPagePath = '/settings/subscription/epayment-confirmation';

export interface OpenedExchange {
  exchangeId: string;
  paymentId: string;
  invoiceId: string;
  orderNumber: string;
  amountCentimes: number;
}

/** Asks the card job to look at the exchange at `runAt` (a later ask moves the one still waiting). */
export const scheduleCardCheck = (tx: Executor, exchangeId: string, runAt: Date) =>
  scheduleJob(tx, { kind: cardCheckJobKind, key: cardCheckJobKey(exchangeId), runAt, payload: { exchangeId } });

/**
 * In the transaction that asks for a card instalment: its exchange, stored with its order number
 * and amount before SATIM hears of it, and the job that settles it if the browser never comes back.
 */
export async function openCardExchange(
  tx: Executor,
  payment: { id: string; invoiceId: string; amountCentimes: number },
  at: Date,
): Promise<OpenedExchange> {
  const exchange = await createCardExchangesRepository(tx).insert({
    paymentId: payment.id,
    orderNumber: newSatimOrderNumber(),
    amountCentimes: payment.amountCentimes,
  });
  await scheduleCardCheck(tx, exchange.id, new Date(+at + cardCheckDelays.abandonedMs));
  return {
    exchangeId: exchange.id,
    paymentId: payment.id,
    invoiceId: payment.invoiceId,
    orderNumber: exchange.orderNumber,
    amountCentimes: exchange.amountCentimes,
  };
}

/**
 * register.do for an opened exchange, its answer stored. Registered: SATIM's payment page (formUrl,
 * on the configured platform only). Refused, or a formUrl elsewhere: the instalment gives way (a new
 * request may replace it) and 502 epaymentProviderFailed. No answer: null, the instalment stays
 * pending and the card job closes it shortly (no payment page was handed out: nothing can be paid).
 */
export function createCardRegistration(options: {
  db: Database;
  satim: SatimClient;
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, satim, publicUrl, log, now } = options;
  const confirmationUrl = `${publicUrl}${epaymentConfirmationPagePath}`;

  return async function register(opened: OpenedExchange, language: Locale): Promise<string | null> {
    const result = await satim.register({
      orderNumber: opened.orderNumber,
      amountCentimes: opened.amountCentimes,
      returnUrl: confirmationUrl,
      failUrl: confirmationUrl,
      language,
      udf1: opened.invoiceId.replaceAll('-', ''),
    });
    await db.transaction(async (tx) => {
      const exchanges = createCardExchangesRepository(tx);
      if (result.kind === 'registered') {
        await exchanges.update(opened.exchangeId, { satimOrderId: result.orderId, registerAnswer: result.raw });
        return;
      }
      if (result.kind === 'unavailable') {
        await exchanges.update(opened.exchangeId, { registerAnswer: { unavailable: result.reason, detail: result.detail } });
        await scheduleCardCheck(tx, opened.exchangeId, new Date(+now() + cardCheckDelays.registerRetryMs));
        return;
      }
      await exchanges.update(opened.exchangeId, {
        satimOrderId: result.kind === 'untrustedFormUrl' ? result.orderId : null,
        registerAnswer: result.raw,
        outcome: result.kind === 'refused' ? 'registerRefused' : 'untrustedFormUrl',
      });
      await exchanges.releaseRequest(opened.paymentId);
    });
    switch (result.kind) {
      case 'registered':
        return result.formUrl;
      case 'unavailable':
        log.warn({ exchangeId: opened.exchangeId, reason: result.reason, detail: result.detail }, 'register.do did not answer');
        return null;
      case 'refused':
        log.warn({ exchangeId: opened.exchangeId, errorCode: result.errorCode }, 'register.do refused the order');
        throw refusal('epaymentProviderFailed', `SATIM refused the order: ${result.errorCode} ${result.errorMessage}`.trim());
      case 'untrustedFormUrl':
        log.error({ exchangeId: opened.exchangeId, formUrl: result.formUrl }, 'register.do answered a formUrl off the platform');
        throw refusal('epaymentProviderFailed', 'the payment page is not on the configured platform');
    }
  };
}

export type CardRegistration = ReturnType<typeof createCardRegistration>;
