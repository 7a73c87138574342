import { z } from 'zod';
import { idSchema } from './ids';
import { maxAmountCentimes } from './money';

/**
 * Spec 3 sections 3, 4 and 9: the subscription's words and numbers, shared by the server's rules
 * (modules/subscription) and the web. Requests and responses of the calls: subscription-calls.ts.
 * The timing rules are written out in docs/decisions.md, "Subscription rules".
 */

/** The subscription's status as the server keeps it. */
export const subscriptionStatuses = ['trialing', 'open', 'waiting', 'paid', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The status shown elsewhere (overview, header): derived from the one above and the day. */
export const shownSubscriptionStatuses = ['active', 'expired', 'suspended', 'trialing', 'payment_waiting', 'hold'] as const;
export type ShownSubscriptionStatus = (typeof shownSubscriptionStatuses)[number];

/**
 * Cash (in hand), versement (cash deposited at the bank), virement (bank transfer), ccp (postal
 * account) and cib (card, CIB or Edahabia, through SATIM). Only cib is paid online.
 */
export const paymentMethods = ['cash', 'versement', 'virement', 'ccp', 'cib'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const defaultPaymentMethod: PaymentMethod = 'versement';
export const cardPaymentMethod = 'cib' satisfies PaymentMethod;
/** Paid outside the application: the payment is confirmed once its receipt is checked. */
export const manualPaymentMethods = ['cash', 'versement', 'virement', 'ccp'] as const satisfies readonly PaymentMethod[];
export const isManualPaymentMethod = (method: PaymentMethod) => method !== cardPaymentMethod;

/** How many months an instalment pays, named when it is one of these. */
export const paymentFrequencyMonths = { MONTHLY: 1, QUARTERLY: 3, SEMESTER: 6 } as const;
export type PaymentFrequency = keyof typeof paymentFrequencyMonths;
export const paymentFrequencies = Object.keys(paymentFrequencyMonths) as PaymentFrequency[];

/** An instalment's status on the overview (FREE is the welcome period's line). */
export const paymentStatuses = ['ON_PROGRESS', 'PAID', 'UNPAID', 'FREE', 'WAITING'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** An invoice is open from its creation until all its months are paid (or it is canceled). */
export const invoiceStatuses = ['open', 'paid', 'canceled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const offerIconNames = ['six_months_start', 'twelve_months_in', 'twenty_four_months_future', 'clinic_offer'] as const;
export type OfferIconName = (typeof offerIconNames)[number];

/** Days before services are restricted; services are restricted from j0. */
export const reminderDays = { j6: 6, j4: 4, j2: 2, j1: 1, j0: 0 } as const;
export type ReminderKey = keyof typeof reminderDays;
export const reminderKeys = Object.keys(reminderDays) as ReminderKey[];

export const subscriptionRules = {
  /** The welcome period (free trial) of a new account. */
  welcomePeriodDays: 30,
  /** Days to pay an instalment and send its receipt, counted from the first unpaid day. */
  paymentDeadlineDays: 10,
  /** A cash payment pays at least this many months at once. */
  cashMinimumMonths: 3,
  /** The welcome period's end is announced this many days before. */
  trialReminderDays: 7,
  /** The end of a paid period is announced this many days before (popup), the top bar the last days. */
  periodEndReminderDays: 7,
  periodEndTopbarDays: 3,
  /** The end of a fully paid invoice is announced this many days before. */
  invoiceEndReminderDays: 15,
  /** An instalment still unpaid this many days after services were restricted cancels the subscription. */
  cancelAfterRestrictedDays: 30,
} as const;

export const subscriptionUi = {
  contactMessageMax: 500,
  finalStepDelayMs: 1_000,
  errorToastMs: 5_000,
  statusCheckIntervalMs: 3_600_000,
  statusCheckRetry: 2,
  clinicTrackingRetry: 1,
} as const;

export const invoiceCommitSteps = ['offers', 'payment_methods', 'invoice_summary', 'final'] as const;
export const periodCommitSteps = ['actual_plan', 'payment_methods', 'invoice_summary', 'final'] as const;

/** The `code` of a created invoice: the first after the welcome period, or a later one. */
export const invoiceSuccessCodes = ['DoctorStartServiceAfterAttractionPeriodSuccess', 'DoctorStartNewInvoiceSuccess'] as const;
export type InvoiceSuccessCode = (typeof invoiceSuccessCodes)[number];

/** The renewal's result messages (web keys). */
export const renewalResultMessages = [
  'general_success',
  'renew_with_regression',
  'cant_renew_void_exist',
  'incomplete_shift_submitted',
  'incomplete_shift_failed',
] as const;

/** A practice calendar day, YYYY-MM-DD (Africa/Algiers). */
export const practiceDaySchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/);

/** DZD centimes (money.ts). */
export const centimesSchema = z.number().int().min(0).max(maxAmountCentimes);
/** The longest offer lasts 24 months: no instalment or invoice is longer. */
export const maxOfferMonths = 24;
export const monthsSchema = z.number().int().min(1).max(maxOfferMonths);

const localized = (max: number) => z.object({ fr: z.string().max(max), en: z.string().max(max), ar: z.string().max(max) });

/** Spec 3 section 3, Offer. price is per month. */
export const offerSchema = z.object({
  _id: idSchema,
  title: localized(60),
  subtitle_line1: localized(120),
  subtitle_line2: localized(120),
  price: centimesSchema,
  duration: monthsSchema,
  color: z
    .string()
    .max(7)
    .regex(/^#[0-9a-f]{6}$/i),
  icon_name: z.enum(offerIconNames),
  is_clinic: z.boolean(),
  image: z.string().max(300).nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** GET retrieve-available-offers: the offers the account may choose (the clinic offer for clinics, the three others otherwise). */
export const availableOffersResponseSchema = z.object({
  success: z.literal(true),
  offers: z.array(offerSchema).max(8),
  /** The offer of the current or last invoice, preselected. */
  contract_selected_offer: idSchema.nullable(),
});

/** Spec 3 section 3, Subscription status (checkout information), with what the overview shows beside it. */
export const checkoutInformationSchema = z.object({
  status: z.enum(subscriptionStatuses),
  /** Paid, and the paid invoice's months are over. */
  is_after_paid: z.boolean(),
  /** The method of the last instalment asked for (or paid); null before the first invoice. */
  payment_method: z.enum(paymentMethods).nullable(),
  /** The offer of the account's first invoice. */
  original_offer: idSchema.nullable(),
  /** At least one instalment of the current invoice is paid. */
  current_paid: z.boolean(),
  /** ...and its paid months are over. */
  is_after_current_paid: z.boolean(),
  shift_request_pending: z.boolean(),
  incomplete_shift_request: z.boolean(),
  invoice_offer: idSchema.nullable(),
  invoice_duration: z.number().int().min(0).max(maxOfferMonths),
  remain_invoice_duration: z.number().int().min(0).max(maxOfferMonths),
  paid_invoice_duration: z.number().int().min(0).max(maxOfferMonths),
  // designed here (docs/decisions.md, "Subscription rules")
  shown_status: z.enum(shownSubscriptionStatuses),
  restricted: z.boolean(),
  /** First day without the welcome period. */
  trial_ends_on: practiceDaySchema.nullable(),
  remain_to_end_trial: z.number().int().min(0).nullable(),
  /** First day not paid for (the current invoice's start plus its paid months). */
  paid_through: practiceDaySchema.nullable(),
  invoice_ends_on: practiceDaySchema.nullable(),
  /** The day services are restricted if the unpaid months are still unpaid (j0). */
  payment_due_date: practiceDaySchema.nullable(),
  monthly_price: centimesSchema.nullable(),
  remain_to_pay: centimesSchema,
  payment_frequency: z.enum(paymentFrequencies as [PaymentFrequency, ...PaymentFrequency[]]).nullable(),
  /** Months of the instalment asked for and not yet paid. */
  shift_request_duration: z.number().int().min(0).max(maxOfferMonths).nullable(),
});
export type CheckoutInformation = z.infer<typeof checkoutInformationSchema>;

/** Spec 3 section 3, Subscription observer response's object; remain_to_create_invoice is the banner's meta field. */
export const observerObjectSchema = z.object({
  /** The observer moved the subscription on (a deadline passed): read the checkout information again. */
  invalidate_query: z.boolean(),
  display_trialing_gonna_over: z.boolean(),
  remain_to_end_trial: z.number().int().min(0).nullable(),
  display_topbar_incomplete_shift_request_pending: z.boolean(),
  incomplete_shift_request_duration: z.number().int().min(0).max(maxOfferMonths).nullable(),
  display_popup_renew_period_cycle: z.boolean(),
  remain_to_pay: centimesSchema.nullable(),
  display_popup_before_period_end: z.boolean(),
  display_topbar_before_period_end: z.boolean(),
  remain_to_period_end: z.number().int().min(0).nullable(),
  payment_due_date: practiceDaySchema.nullable(),
  display_popup_reminder: z.boolean(),
  display_topbar_reminder: z.boolean(),
  day_to_notify: z.enum(reminderKeys as [ReminderKey, ...ReminderKey[]]).nullable(),
  remain_to_invoice_end: z.number().int().min(0).nullable(),
  display_popup_before_invoice_end: z.boolean(),
  display_popup_create_new_invoice: z.boolean(),
  remain_to_create_invoice: z.number().int().min(0).nullable(),
  clinicEntity: z.boolean(),
});
export type ObserverObject = z.infer<typeof observerObjectSchema>;

/** GET idempotent-transparent-payment-observer. */
export const observerResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(subscriptionStatuses),
  object: observerObjectSchema,
});

/** GET do-entity-clinic-tracking-lifecycle-status (the spec shows no response): a clinic doctor follows the clinic's subscription. */
export const clinicTrackingResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(subscriptionStatuses),
  restricted: z.boolean(),
  /** The clinic has not started its subscription: the banner asking to pick a period. */
  display_topbar_start_subscription: z.boolean(),
});
