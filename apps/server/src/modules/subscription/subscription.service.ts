import type { z } from 'zod';
import { cardPaymentMethod, type PaymentMethod, type PaymentStatus } from '@tabib/contracts/subscription';
import type {
  checkoutInformationResponseSchema,
  createInvoiceBodySchema,
  createInvoiceResponseSchema,
  prorateBodySchema,
  prorateResponseSchema,
} from '@tabib/contracts/subscription-calls';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { SubscriptionPaymentRow } from '../../db/schema/subscription';
import { practiceDay } from '../../lib/practice-time';
import type { Mailer } from '../mail/mailer';
import { subscriptionContactEmail } from '../mail/templates/subscription-contact-email';
import type { ProofOfWork } from '../public-booking/proof-of-work';
import { checkoutInformation } from './checkout-information';
import { clinicTracking } from './clinic-tracking';
import { observerFlags } from './observer-flags';
import { availableOffer, offersFor } from './offers';
import { instalmentAmount } from './prorate';
import { openCardExchange, type CardRegistration, type OpenedExchange } from './card-registration';
import type { PayeeConfig } from './payee-accounts';
import { followedOwner, paidOwner } from './subscription-actor';
import { addMonths } from './subscription-days';
import { isClinicOwner, type SubscriptionOwner } from './subscription-owner';
import { createSubscriptionRepository, type SubscriptionRepository } from './subscription.repository';
import { loadSubscription, rowOf, settleAndSave, type LoadedSubscription } from './subscription-store';
import { createInvoice, requestRenewal, startWelcomePeriod } from './transitions';
import { refusal } from './subscription-refusal';
import { assertMay } from '../practice/practice.policy';

type CheckoutAnswer = z.infer<typeof checkoutInformationResponseSchema>;

const paymentStatusOf: Record<SubscriptionPaymentRow['state'], PaymentStatus> = {
  pending: 'WAITING',
  incomplete: 'UNPAID',
  paid: 'PAID',
  expired: 'UNPAID',
  replaced: 'UNPAID',
};

/** A new account's welcome period, written in the transaction that opens the account. */
export async function openWelcomePeriod(tx: Executor, owner: SubscriptionOwner, today: string, welcomeDays?: number) {
  const state = startWelcomePeriod(isClinicOwner(owner), today, welcomeDays);
  await createSubscriptionRepository(tx).insertIfAbsent({ ...owner, ...rowOf(state) });
}

/** An instalment asked for: pending until its receipt is checked, or SATIM's verdict on its card payment. */
function insertRequest(
  repository: SubscriptionRepository,
  invoiceId: string,
  monthlyPriceCentimes: number,
  choice: { months: number; method: PaymentMethod },
  today: string,
  actorId: string,
) {
  return repository.insertPayment({
    invoiceId,
    months: choice.months,
    amountCentimes: instalmentAmount(monthlyPriceCentimes, choice.months),
    method: choice.method,
    state: 'pending',
    requestedOn: today,
    createdByUserId: actorId,
  });
}

/**
 * The subscription calls (spec 3 section 7). Every call reads the state, lets the days move it on
 * (`settle`, with the request's clock), writes what changed, then answers: nothing the browser
 * sends is an amount or a status.
 */
export function createSubscriptionService(options: {
  db: Database;
  proofOfWork: ProofOfWork;
  mailer: Mailer;
  operatorEmail: string;
  payee: PayeeConfig;
  registerCard: CardRegistration;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, proofOfWork, mailer, operatorEmail, payee, registerCard, log } = options;
  const now = options.now ?? (() => new Date());
  const ownerOfActor = (actor: UserRow) => followedOwner(db, actor);

  /**
   * Runs `work` on the owner's settled subscription, its row locked. An account without one (opened
   * by a path that predates subscriptions) gets its welcome period from today.
   */
  async function withSettled<T>(
    owner: SubscriptionOwner,
    work: (
      repository: SubscriptionRepository,
      loaded: LoadedSubscription & { changed: boolean },
      today: string,
      tx: Executor,
    ) => Promise<T>,
  ): Promise<T> {
    const at = now();
    const today = practiceDay(at);
    return db.transaction(async (tx) => {
      const repository = createSubscriptionRepository(tx);
      let row = await repository.find(owner, true);
      if (!row) {
        await openWelcomePeriod(tx, owner, today);
        row = (await repository.find(owner, true))!;
      }
      const settled = await settleAndSave(repository, await loadSubscription(repository, row), today, at);
      return work(repository, settled, today, tx);
    });
  }

  /** A card instalment's exchange with SATIM, opened in the transaction that asks for it. */
  const cardExchangeOf = (tx: Executor, payment: SubscriptionPaymentRow): Promise<OpenedExchange> | undefined =>
    payment.method === cardPaymentMethod ? openCardExchange(tx, payment, now()) : undefined;

  async function invoicesOf(repository: SubscriptionRepository, subscriptionId: string): Promise<CheckoutAnswer['invoices']> {
    const rows = await repository.invoicesWithPayments(subscriptionId);
    return rows.map(({ invoice, payments }) => ({
      _id: invoice.id,
      offer_id: invoice.offerId,
      status: invoice.status,
      duration: invoice.durationMonths,
      monthly_price: invoice.monthlyPriceCentimes,
      total: instalmentAmount(invoice.monthlyPriceCentimes, invoice.durationMonths),
      starts_on: invoice.startsOn,
      ends_on: addMonths(invoice.startsOn, invoice.durationMonths),
      payments: payments.map((payment) => ({
        _id: payment.id,
        months: payment.months,
        amount: payment.amountCentimes,
        payment_method: payment.method,
        status: paymentStatusOf[payment.state],
        created_at: payment.createdAt.toISOString(),
        paid_at: payment.paidAt?.toISOString() ?? null,
      })),
    }));
  }

  return {
    async checkout(actor: UserRow): Promise<CheckoutAnswer> {
      return withSettled(await ownerOfActor(actor), async (repository, loaded, today) => ({
        success: true as const,
        checkout: checkoutInformation(loaded.state, today),
        invoices: await invoicesOf(repository, loaded.row.id),
      }));
    },

    async observer(actor: UserRow) {
      return withSettled(await ownerOfActor(actor), async (_repository, loaded, today) => ({
        success: true as const,
        status: loaded.state.status,
        object: observerFlags(loaded.state, today, loaded.changed),
      }));
    },

    async availableOffers(actor: UserRow) {
      return withSettled(await ownerOfActor(actor), async (_repository, { state }) => ({
        success: true as const,
        offers: offersFor(state.isClinic),
        contract_selected_offer: state.invoice?.offerId ?? state.originalOfferId,
      }));
    },

    /** Where to pay by hand: for whoever follows a subscription, like its state (they see where to pay). */
    async payeeAccounts(actor: UserRow) {
      await ownerOfActor(actor);
      return { success: true as const, payee };
    },

    async clinicTracking(actor: UserRow) {
      assertMay(actor, 'subscription.clinicBanner');
      return withSettled(await ownerOfActor(actor), async (_repository, { state }, today) => clinicTracking(state, today));
    },

    /**
     * invoice-commit: a new invoice and its first instalment, waiting for its receipt, or registered
     * with SATIM for a card (card-registration.ts, after the transaction). Refused with 409
     * subscriptionRequestInProgress while an instalment is being processed.
     */
    async createInvoice(
      actor: UserRow,
      body: z.output<typeof createInvoiceBodySchema>,
    ): Promise<z.infer<typeof createInvoiceResponseSchema>> {
      const owner = await paidOwner(db, actor);
      await proofOfWork.accept(body.token);
      const asked = await withSettled(owner, async (repository, loaded, today, tx) => {
        if (loaded.state.request?.state === 'pending') throw refusal('subscriptionRequestInProgress');
        const offer = availableOffer(body.offer_id, loaded.state.isClinic);
        if (!offer) throw refusal('notFound');
        const choice = { months: body.requested_period, method: body.payment_method };
        const moved = createInvoice(loaded.state, offer, choice, today);
        if (!moved.ok) throw refusal(moved.code);
        const invoice = moved.state.invoice!;
        const inserted = await repository.insertInvoice({
          subscriptionId: loaded.row.id,
          offerId: invoice.offerId,
          durationMonths: invoice.durationMonths,
          monthlyPriceCentimes: invoice.monthlyPriceCentimes,
          startsOn: invoice.startsOn,
          createdByUserId: actor.id,
        });
        const payment = await insertRequest(repository, inserted.id, invoice.monthlyPriceCentimes, choice, today, actor.id);
        await repository.update(loaded.row.id, rowOf(moved.state));
        return { choice, code: moved.code, card: await cardExchangeOf(tx, payment) };
      });
      const redirectUrl = asked.card ? await registerCard(asked.card, body.lang) : null;
      return {
        success: true as const,
        object: { redirectUrl, invoice_status: 'open' as const },
        payment_method: asked.choice.method,
        requested_period: asked.choice.months,
        code: asked.code,
      };
    },

    /** period-commit: the next instalment of the open invoice; an incomplete request is replaced. */
    async requestRenewal(
      actor: UserRow,
      body: z.output<typeof prorateBodySchema>,
    ): Promise<z.infer<typeof prorateResponseSchema>> {
      const owner = await paidOwner(db, actor);
      await proofOfWork.accept(body.token);
      const asked = await withSettled(owner, async (repository, loaded, today, tx) => {
        const choice = { months: body.new_period, method: body.payment_method };
        const moved = requestRenewal(loaded.state, choice, today);
        if (!moved.ok) throw refusal(moved.code);
        if (moved.state.status !== 'open') throw new Error('a renewal leaves the subscription open');
        if (loaded.request) await repository.updatePayment(loaded.request.id, { state: 'replaced' });
        const payment = await insertRequest(
          repository,
          loaded.invoice!.id,
          moved.state.invoice.monthlyPriceCentimes,
          choice,
          today,
          actor.id,
        );
        await repository.update(loaded.row.id, rowOf(moved.state));
        return { choice, card: await cardExchangeOf(tx, payment) };
      });
      const redirectUrl = asked.card ? await registerCard(asked.card, body.lang) : null;
      return {
        success: true as const,
        payment_method: asked.choice.method,
        redirectUrl,
        is_incomplete_shift_request: false,
        request_submitted: true,
        new_period: asked.choice.months,
      };
    },

    /** send-contact-us-message: kept with the account's subscription and e-mailed to the operator. */
    async contactUs(actor: UserRow, message: string) {
      const repository = createSubscriptionRepository(db);
      const subscription = await repository.find(await ownerOfActor(actor));
      const subscriptionId = subscription?.id ?? null;
      await repository.insertContactMessage({ userId: actor.id, subscriptionId, message, locale: actor.locale });
      const email = subscriptionContactEmail({
        to: operatorEmail,
        from: { name: `${actor.firstName} ${actor.lastName}`.trim(), email: actor.email },
        message,
        subscriptionId,
      });
      // Kept whatever the mail server says; a failure is logged and kept in outbound_emails.
      await mailer.send(email).catch((error: unknown) => log.error({ err: error }, 'subscription contact e-mail failed'));
      return { success: true as const };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
