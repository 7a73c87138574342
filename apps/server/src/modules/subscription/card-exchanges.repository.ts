import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clinics, users } from '../../db/schema/accounts';
import {
  paymentExchanges,
  subscriptionInvoices,
  subscriptionPayments,
  subscriptions,
  type SubscriptionRow,
} from '../../db/schema/subscription';
import type { ExchangeOutcome } from './card-exchange-outcome';

export type PaymentExchangeRow = typeof paymentExchanges.$inferSelect;

type ExchangeChanges = Partial<
  Pick<PaymentExchangeRow, 'satimOrderId' | 'registerAnswer' | 'acknowledgement' | 'acknowledgedAt'> & {
    outcome: ExchangeOutcome;
  }
>;

const withRequest = {
  exchange: paymentExchanges,
  payment: subscriptionPayments,
  invoice: subscriptionInvoices,
  subscription: subscriptions,
};

/** The only place payment_exchanges (every exchange with SATIM of a card instalment) is read and written. */
export function createCardExchangesRepository(db: Executor) {
  const joined = () =>
    db
      .select(withRequest)
      .from(paymentExchanges)
      .innerJoin(subscriptionPayments, eq(subscriptionPayments.id, paymentExchanges.paymentId))
      .innerJoin(subscriptionInvoices, eq(subscriptionInvoices.id, subscriptionPayments.invoiceId))
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId));

  return {
    async insert(values: { paymentId: string; orderNumber: string; amountCentimes: number }) {
      const [row] = await db.insert(paymentExchanges).values(values).returning();
      return row!;
    },

    async update(id: string, changes: ExchangeChanges) {
      await db.update(paymentExchanges).set(changes).where(eq(paymentExchanges.id, id));
    },

    /** The exchange, locked until the transaction ends: one settlement at a time per order. */
    async lock(id: string): Promise<PaymentExchangeRow | undefined> {
      const [row] = await db.select().from(paymentExchanges).where(eq(paymentExchanges.id, id)).limit(1).for('update');
      return row;
    },

    /** The exchange of SATIM's order id, with its instalment, invoice and subscription. */
    async bySatimOrderId(orderId: string) {
      const [row] = await joined().where(eq(paymentExchanges.satimOrderId, orderId)).limit(1);
      return row;
    },

    async byId(id: string) {
      const [row] = await joined().where(eq(paymentExchanges.id, id)).limit(1);
      return row;
    },

    /** A paid exchange of the subscription (the receipt e-mailed). */
    async paidOf(id: string, subscriptionId: string) {
      const [row] = await joined()
        .where(
          and(
            eq(paymentExchanges.id, id),
            eq(paymentExchanges.outcome, 'paid'),
            eq(subscriptionInvoices.subscriptionId, subscriptionId),
          ),
        )
        .limit(1);
      return row;
    },

    /** An instalment waiting for its card payment gives way: another request may replace it. */
    async releaseRequest(paymentId: string) {
      await db
        .update(subscriptionPayments)
        .set({ state: 'incomplete' })
        .where(and(eq(subscriptionPayments.id, paymentId), eq(subscriptionPayments.state, 'pending')));
    },

    /** Who the receipt names: the doctor (and their title) or the clinic. */
    async payerOf(subscription: SubscriptionRow): Promise<{ name: string; title: string | null }> {
      if (subscription.clinicId) {
        const [clinic] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, subscription.clinicId));
        return { name: clinic?.name ?? '', title: null };
      }
      const [doctor] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, title: users.title })
        .from(users)
        .where(eq(users.id, subscription.doctorId!));
      return { name: doctor ? `${doctor.firstName} ${doctor.lastName}`.trim() : '', title: doctor?.title ?? null };
    },
  };
}

export type CardExchangesRepository = ReturnType<typeof createCardExchangesRepository>;
export type ExchangeWithRequest = NonNullable<Awaited<ReturnType<CardExchangesRepository['byId']>>>;
