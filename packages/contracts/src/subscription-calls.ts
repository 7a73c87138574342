import { z } from 'zod';
import { idSchema } from './ids';
import { locales } from './locales';
import {
  centimesSchema,
  checkoutInformationSchema,
  defaultPaymentMethod,
  invoiceStatuses,
  invoiceSuccessCodes,
  monthsSchema,
  paymentMethods,
  paymentStatuses,
  practiceDaySchema,
  subscriptionUi,
} from './subscription';
import { textLimits, tooLong } from './text-limits';

/** Spec 3 section 7, Subscription: the calls under /doctors/services/subscription. */
const base = '/doctors/services/subscription';
export const subscriptionPaths = {
  checkoutInformation: `${base}/checkout-lifecycle/retrieve-checkout-information`,
  availableOffers: `${base}/checkout-lifecycle/retrieve-available-offers`,
  payeeAccounts: `${base}/checkout-lifecycle/retrieve-payee-accounts`,
  observer: `${base}/checkout-lifecycle/idempotent-transparent-payment-observer`,
  createInvoice: `${base}/checkout-transaction/request-generate-invoice-attempt`,
  prorate: `${base}/checkout-transaction/prorate-regenerate-period-attempt`,
  epaymentConfirm: `${base}/checkout-transaction/epayment-confirm_do`,
  emailReceipt: `${base}/checkout-transaction/epayment-email-bank-invoice`,
  contactUs: `${base}/communication-channel/send-contact-us-message`,
  clinicTracking: `${base}/service-lifecycle/do-entity-clinic-tracking-lifecycle-status`,
} as const;

/** The ALTCHA widget's payload (base64 JSON of the solved challenge), as the public booking sends it. */
const humanCheckToken = z.string({ message: 'proofOfWorkRequired' }).min(1, { message: 'proofOfWorkRequired' }).max(4000);
const paymentMethod = z.enum(paymentMethods).default(defaultPaymentMethod);
const lang = z.enum(locales).default('fr');
/** SATIM's payment page (its formUrl), for card payments only. */
const redirectUrl = z.string().max(2048).nullable();

/**
 * POST request-generate-invoice-attempt. requested_period is the months paid now; its bounds
 * depend on the offer and the method (cash: at least 3) and are checked by the server.
 */
export const createInvoiceBodySchema = z.object({
  offer_id: idSchema,
  payment_method: paymentMethod,
  requested_period: monthsSchema,
  lang,
  token: humanCheckToken,
});
export type CreateInvoiceBody = z.input<typeof createInvoiceBodySchema>;

export const createInvoiceResponseSchema = z.object({
  success: z.literal(true),
  object: z.object({ redirectUrl, invoice_status: z.enum(invoiceStatuses) }),
  payment_method: z.enum(paymentMethods),
  requested_period: monthsSchema,
  code: z.enum(invoiceSuccessCodes),
});

/** POST prorate-regenerate-period-attempt: the next instalment of the open invoice (renewal). */
export const prorateBodySchema = z.object({
  new_period: monthsSchema,
  payment_method: paymentMethod,
  lang,
  token: humanCheckToken,
});
export type ProrateBody = z.input<typeof prorateBodySchema>;

export const prorateResponseSchema = z.object({
  success: z.literal(true),
  payment_method: z.enum(paymentMethods),
  redirectUrl,
  /** The instalment asked for is not paid yet (a manual method, or a card payment still to make). */
  is_incomplete_shift_request: z.boolean(),
  request_submitted: z.boolean(),
  new_period: monthsSchema,
});

export const checkoutInformationResponseSchema = z.object({
  success: z.literal(true),
  checkout: checkoutInformationSchema,
  invoices: z
    .array(
      z.object({
        _id: idSchema,
        offer_id: idSchema,
        status: z.enum(invoiceStatuses),
        duration: monthsSchema,
        monthly_price: centimesSchema,
        total: centimesSchema,
        starts_on: practiceDaySchema,
        ends_on: practiceDaySchema,
        payments: z
          .array(
            z.object({
              _id: idSchema,
              months: monthsSchema,
              amount: centimesSchema,
              payment_method: z.enum(paymentMethods),
              status: z.enum(paymentStatuses),
              created_at: z.iso.datetime({ offset: true }).max(textLimits.dateTime),
              paid_at: z.iso.datetime({ offset: true }).max(textLimits.dateTime).nullable(),
            }),
          )
          // an instalment pays at least a month; refused card attempts are listed too
          .max(100),
      }),
    )
    .max(200),
});

/**
 * Where a manual payment (versement, virement, ccp) is made: the operator's accounts, set on the
 * server (PAYEE_ACCOUNTS, the same shape); spec 3 section 2, the bank-information modal.
 */
export const payeeAccountsSchema = z.object({
  holder: z.string().trim().min(1).max(200),
  bank: z.object({
    name: z.string().trim().min(1).max(100),
    agency: z.string().trim().min(1).max(200),
    /** Bank 3, agency 5, account 10, key 2: 20 digits, spaces allowed between the parts. */
    rib: z
      .string()
      .trim()
      .max(40)
      .refine((rib) => /^[\d ]+$/.test(rib) && rib.replace(/ /g, '').length === 20, '20 digits'),
  }),
  postal: z.object({
    account: z
      .string()
      .trim()
      .max(12)
      .regex(/^\d{1,12}$/, 'digits only, at most 12'),
    key: z
      .string()
      .trim()
      .max(2)
      .regex(/^\d{2}$/, '2 digits'),
  }),
});
export type PayeeAccounts = z.infer<typeof payeeAccountsSchema>;

/** GET retrieve-payee-accounts: null when the server has none set (a production server without PAYEE_ACCOUNTS). */
export const payeeAccountsResponseSchema = z.object({
  success: z.literal(true),
  /** demo: the placeholder accounts of a server outside production, never to be paid to. */
  payee: payeeAccountsSchema.extend({ demo: z.boolean() }).nullable(),
});

/** GET epayment-confirm_do: SATIM's order id from the return address. */
export const epaymentConfirmQuerySchema = z.object({
  orderId: z.string().min(1).max(64),
  lang,
});

/**
 * Spec 3 section 3, Payment transaction receipt: what SATIM acknowledged (null where it said
 * nothing). amount in DZD centimes, as every amount of the API (money.ts).
 */
export const paymentReceiptSchema = z.object({
  _id: idSchema,
  /** The order number registered with SATIM. */
  operationNumber: z.string().max(64).nullable(),
  /** SATIM's order id. */
  bankOrderId: z.string().max(64),
  /** The card, masked. */
  number: z.string().max(32).nullable(),
  amount: centimesSchema.nullable(),
  approvalCode: z.string().max(64).nullable(),
  respCode_desc: z.string().max(500).nullable(),
  actionCodeDescription: z.string().max(500).nullable(),
  /** The invoice paid. */
  billingId: idSchema,
  codeAuthorization: z.string().max(64).nullable(),
  transactionTime: z.iso.datetime({ offset: true }).max(textLimits.dateTime),
  doctorShortCode: z.string().max(32),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** A signed, unguessable reference to one paid card transaction (server-secret HMAC). */
export const receiptTokenSchema = z.string().min(1).max(200);

/** The printable receipt, outside the shell and without signing in: the e-mail's link, the PDF's source. */
export const publicReceiptPaths = {
  /** GET: the receipt of the token; an unknown or altered token is 404 notFound. */
  read: '/public/receipts/:token',
  /** GET: the same page printed to PDF by the server's headless Chromium (503 where none is installed). */
  pdf: '/public/receipts/:token/pdf',
} as const;
export const publicReceiptPagePath = (token: string) => `/receipt/${token}`;
export const publicReceiptParamsSchema = z.object({ token: receiptTokenSchema });
/** The PDF's language: the reader's (the web sends its own), French by default. */
export const publicReceiptPdfQuerySchema = z.object({ lang });

export const payerTitles = ['professor', 'doctor'] as const;
export type PayerTitle = (typeof payerTitles)[number];

/** A doctor's title as the subscription's texts say it: 'Pr', 'Pr.', 'Professeur'... professor; any other doctor. */
export const payerTitleOf = (title: string): PayerTitle => (/^pr/i.test(title.trim()) ? 'professor' : 'doctor');

export const publicReceiptResponseSchema = z.object({
  success: z.literal(true),
  receipt: paymentReceiptSchema,
  payer: z.object({
    /** The doctor's or the clinic's name as on the account. */
    name: z.string().max(200),
    /** Professor/Doctor before a doctor's name; none for a clinic. */
    title: z.enum(payerTitles).nullable(),
  }),
  /** The offer paid and the months the payment covers. */
  offer_id: idSchema,
  months: monthsSchema,
});
export type PublicReceiptResponse = z.infer<typeof publicReceiptResponseSchema>;

/** Not paid yet (the page was left), refused by the bank, paid for another order, or not the invoice's amount. */
export const epaymentRejectionReasons = ['notPaid', 'declined', 'otherOrder', 'amountMismatch'] as const;

/**
 * A refused card is an answer of the bank, not a failed call: `rejected` carries SATIM's words,
 * shown under "Your transaction was rejected". Unknown orders answer 404 EpaymentCaseNotFound or
 * NoInvoiceRelatedEpaymentRequest.
 */
export const epaymentConfirmResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    success: z.literal(true),
    outcome: z.literal('paid'),
    receipt: paymentReceiptSchema,
    /** Opens the printable receipt (publicReceiptPagePath) and its PDF without signing in: e-mailed and printed. */
    receipt_token: receiptTokenSchema,
  }),
  z.object({
    success: z.literal(true),
    outcome: z.literal('rejected'),
    rejection: z.object({
      reason: z.enum(epaymentRejectionReasons),
      /** SATIM's own words (respCode_desc, actionCodeDescription or its error message). */
      message: z.string().max(500).nullable(),
    }),
  }),
]);

/** POST epayment-email-bank-invoice: the receipt goes to the account's e-mail unless another is typed. */
export const emailReceiptBodySchema = z.object({
  transactionId: idSchema,
  email: z
    .string()
    .trim()
    .max(textLimits.email, tooLong)
    .pipe(z.email({ message: 'validation.email' })),
});

/** POST send-contact-us-message. */
export const contactUsBodySchema = z.object({
  message: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(subscriptionUi.contactMessageMax, tooLong),
});
