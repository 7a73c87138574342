import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import {
  subscriptionContactMessages,
  subscriptionInvoices,
  subscriptionPayments,
  subscriptions,
  type SubscriptionInvoiceRow,
  type SubscriptionPaymentRow,
  type SubscriptionRow,
} from '../../db/schema/subscription';
import type { SubscriptionOwner } from './subscription-owner';

type NewInvoice = typeof subscriptionInvoices.$inferInsert;
type NewPayment = typeof subscriptionPayments.$inferInsert;
type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    'status' | 'trialEndsOn' | 'originalOfferId' | 'firstPaymentGrace' | 'lastPaymentMethod' | 'lastPaymentMonths'
  >
>;

const ownerCondition = (owner: SubscriptionOwner) =>
  'clinicId' in owner ? eq(subscriptions.clinicId, owner.clinicId) : eq(subscriptions.doctorId, owner.doctorId);

/** The only place the subscription tables are read and written. */
export function createSubscriptionRepository(db: Executor) {
  return {
    /** The owner's subscription, locked for the transaction's changes when `lock`. */
    async find(owner: SubscriptionOwner, lock = false): Promise<SubscriptionRow | undefined> {
      const query = db.select().from(subscriptions).where(ownerCondition(owner)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findById(id: string, lock = false): Promise<SubscriptionRow | undefined> {
      const query = db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A welcome period; a second one for the same owner is ignored (two requests racing). */
    async insertIfAbsent(values: typeof subscriptions.$inferInsert) {
      await db.insert(subscriptions).values(values).onConflictDoNothing();
    },

    async update(id: string, changes: SubscriptionChanges) {
      await db
        .update(subscriptions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id));
    },

    /** The current (or last) invoice. */
    async latestInvoice(subscriptionId: string): Promise<SubscriptionInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.id))
        .limit(1);
      return row;
    },

    /** The instalment asked for and not paid (at most one per invoice). */
    async requestOf(invoiceId: string): Promise<SubscriptionPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionPayments)
        .where(and(eq(subscriptionPayments.invoiceId, invoiceId), inArray(subscriptionPayments.state, ['pending', 'incomplete'])))
        .limit(1);
      return row;
    },

    async insertInvoice(values: NewInvoice) {
      const [row] = await db.insert(subscriptionInvoices).values(values).returning();
      return row!;
    },

    async updateInvoice(id: string, changes: Partial<Pick<SubscriptionInvoiceRow, 'paidMonths' | 'status' | 'canceledAt'>>) {
      await db.update(subscriptionInvoices).set(changes).where(eq(subscriptionInvoices.id, id));
    },

    async insertPayment(values: NewPayment) {
      const [row] = await db.insert(subscriptionPayments).values(values).returning();
      return row!;
    },

    async updatePayment(
      id: string,
      changes: Partial<Pick<SubscriptionPaymentRow, 'state' | 'paidAt' | 'confirmedBy'>>,
    ): Promise<void> {
      await db.update(subscriptionPayments).set(changes).where(eq(subscriptionPayments.id, id));
    },

    async paymentById(id: string) {
      const [row] = await db
        .select({ payment: subscriptionPayments, subscriptionId: subscriptionInvoices.subscriptionId })
        .from(subscriptionPayments)
        .innerJoin(subscriptionInvoices, eq(subscriptionInvoices.id, subscriptionPayments.invoiceId))
        .where(eq(subscriptionPayments.id, id))
        .limit(1);
      return row;
    },

    /** The invoices, newest first, with their payments (oldest first). */
    async invoicesWithPayments(subscriptionId: string) {
      const invoices = await db
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionInvoices.createdAt))
        .limit(200);
      if (invoices.length === 0) return [];
      const payments = await db
        .select()
        .from(subscriptionPayments)
        .where(
          inArray(
            subscriptionPayments.invoiceId,
            invoices.map((invoice) => invoice.id),
          ),
        )
        .orderBy(asc(subscriptionPayments.createdAt));
      return invoices.map((invoice) => ({
        invoice,
        payments: payments.filter((payment) => payment.invoiceId === invoice.id).slice(-100),
      }));
    },

    /**
     * Manual payments waiting for their receipt to be checked (operator command line), oldest first;
     * card payments wait for SATIM's verdict, not the operator's.
     */
    async waitingPayments() {
      return db
        .select({
          payment: subscriptionPayments,
          invoice: subscriptionInvoices,
          subscription: subscriptions,
        })
        .from(subscriptionPayments)
        .innerJoin(subscriptionInvoices, eq(subscriptionInvoices.id, subscriptionPayments.invoiceId))
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
        .where(
          and(
            eq(subscriptionPayments.state, 'pending'),
            ne(subscriptionPayments.method, 'cib'),
            eq(subscriptionInvoices.status, 'open'),
          ),
        )
        .orderBy(asc(subscriptionPayments.createdAt))
        .limit(500);
    },

    /** The accounts that hear of the subscription: the doctor, or the clinic's admins. */
    async payers(subscription: SubscriptionRow) {
      const condition = subscription.clinicId
        ? and(eq(users.clinicId, subscription.clinicId), eq(users.clinicRole, 'admin'))
        : eq(users.id, subscription.doctorId!);
      return db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
        .from(users)
        .where(and(condition, isNull(users.deletedAt)));
    },

    async userById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insertContactMessage(values: typeof subscriptionContactMessages.$inferInsert) {
      await db.insert(subscriptionContactMessages).values(values);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
