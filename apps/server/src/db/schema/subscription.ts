import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics, users } from './accounts';

export const subscriptionStatus = pgEnum('subscription_status', ['trialing', 'open', 'waiting', 'paid', 'canceled']);
export const subscriptionPaymentMethod = pgEnum('subscription_payment_method', ['cash', 'versement', 'virement', 'ccp', 'cib']);
export const subscriptionInvoiceStatus = pgEnum('subscription_invoice_status', ['open', 'paid', 'canceled']);
/**
 * pending/incomplete: the request (modules/subscription/subscription-state.ts); paid; expired (the
 * subscription was canceled before it was paid); replaced (an incomplete request asked again).
 */
export const subscriptionPaymentState = pgEnum('subscription_payment_state', [
  'pending',
  'incomplete',
  'paid',
  'expired',
  'replaced',
]);

/** The subscription of an account that pays: an independent doctor or a clinic (exactly one). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    status: subscriptionStatus('status').notNull(),
    /** First practice day without the welcome period. */
    trialEndsOn: date('trial_ends_on', { mode: 'string' }).notNull(),
    originalOfferId: uuid('original_offer_id'),
    firstPaymentGrace: boolean('first_payment_grace').notNull().default(true),
    lastPaymentMethod: subscriptionPaymentMethod('last_payment_method'),
    lastPaymentMonths: integer('last_payment_months'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_doctor_unique').on(table.doctorId),
    uniqueIndex('subscriptions_clinic_unique').on(table.clinicId),
    check('subscriptions_one_owner', sql`(${table.doctorId} is null) <> (${table.clinicId} is null)`),
    index('subscriptions_status_idx').on(table.status),
  ],
);

/** An offer's months at the price of the day it was made, paid in instalments from `starts_on`. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').notNull(),
    durationMonths: integer('duration_months').notNull(),
    monthlyPriceCentimes: bigint('monthly_price_centimes', { mode: 'number' }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    paidMonths: integer('paid_months').notNull().default(0),
    status: subscriptionInvoiceStatus('status').notNull().default('open'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [
    index('subscription_invoices_subscription_idx').on(table.subscriptionId, table.createdAt),
    uniqueIndex('subscription_invoices_one_open')
      .on(table.subscriptionId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** An instalment asked for (the request) and what became of it. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => subscriptionInvoices.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    amountCentimes: bigint('amount_centimes', { mode: 'number' }).notNull(),
    method: subscriptionPaymentMethod('method').notNull(),
    state: subscriptionPaymentState('state').notNull(),
    /** Practice day it was asked for. */
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The operator who checked the receipt (command line), when a person confirmed it. */
    confirmedBy: text('confirmed_by'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscription_payments_invoice_idx').on(table.invoiceId, table.createdAt),
    index('subscription_payments_state_idx').on(table.state),
    uniqueIndex('subscription_payments_one_request')
      .on(table.invoiceId)
      .where(sql`${table.state} in ('pending', 'incomplete')`),
  ],
);

/** Every exchange with SATIM for a card payment (issue 18): stored before register.do is called. */
export const paymentExchanges = pgTable(
  'payment_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => subscriptionPayments.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    satimOrderId: text('satim_order_id'),
    amountCentimes: bigint('amount_centimes', { mode: 'number' }).notNull(),
    outcome: text('outcome'),
    registerAnswer: jsonb('register_answer').$type<Record<string, unknown>>(),
    acknowledgement: jsonb('acknowledgement').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_exchanges_order_number_unique').on(table.orderNumber),
    uniqueIndex('payment_exchanges_satim_order_unique').on(table.satimOrderId),
    index('payment_exchanges_payment_idx').on(table.paymentId),
  ],
);

/** The contact-us messages of the subscription pages (spec 3, 500 characters), kept for the operator. */
export const subscriptionContactMessages = pgTable(
  'subscription_contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('subscription_contact_messages_created_idx').on(table.createdAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;
