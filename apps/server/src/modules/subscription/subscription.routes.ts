import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableOffersResponseSchema,
  clinicTrackingResponseSchema,
  observerResponseSchema,
  subscriptionRules,
  subscriptionUi,
} from '@tabib/contracts/subscription';
import {
  checkoutInformationResponseSchema,
  contactUsBodySchema,
  createInvoiceBodySchema,
  createInvoiceResponseSchema,
  emailReceiptBodySchema,
  epaymentConfirmQuerySchema,
  epaymentConfirmResponseSchema,
  payeeAccountsResponseSchema,
  prorateBodySchema,
  prorateResponseSchema,
  subscriptionPaths,
} from '@tabib/contracts/subscription-calls';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

const followers =
  'An independent doctor, their assistants, a clinic and all its accounts and doctors (who follow the clinic); others 403 notAuthorizedForAction.';
const payers =
  'Only who pays: an independent doctor, or a clinic admin (others 403 notAuthorizedForAction; assistants read the subscription, they do not pay).';
const settled =
  'The days move the state on first (welcome period over, a receipt not sent within its days, cancellation for nonpayment), then it answers.';
const methods =
  "Manual methods (cash, versement, virement, ccp): the instalment waits for its receipt, checked by the operator; redirectUrl is null. 'cib' (CIB, Edahabia): the order is registered with SATIM (register.do) and redirectUrl is SATIM's payment page, on the configured platform only; SATIM refusing the order, or a payment page elsewhere, answers 502 epaymentProviderFailed and the instalment gives way (with an Idempotency-Key nothing is kept); SATIM not answering leaves redirectUrl null and the instalment pending (409 subscriptionRequestInProgress) until the card job closes it about a minute later: no payment page was handed out, nothing was paid.";

/** Spec 3 section 7, Subscription. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscription, cardPayments } = app.services;
  tagRoutes(app, 'subscription');

  app.get(
    subscriptionPaths.checkoutInformation,
    {
      schema: {
        description: `The subscription's state (spec 3 section 3, Subscription status, with the fields designed here) and its invoices with their instalments, newest first. ${followers} ${settled}`,
        operationId: 'getSubscriptionCheckoutInformation',
        errors: ['notAuthorizedForAction'],
        response: { 200: checkoutInformationResponseSchema },
      },
    },
    async (request) => subscription.checkout(actorOf(request).user),
  );

  app.get(
    subscriptionPaths.observer,
    {
      schema: {
        description: `The banners and popups to show (spec 3 section 3, Subscription observer response), asked hourly. invalidate_query is true when this call moved the state on. ${followers} ${settled}`,
        operationId: 'observeSubscription',
        errors: ['notAuthorizedForAction'],
        response: { 200: observerResponseSchema },
      },
    },
    async (request) => subscription.observer(actorOf(request).user),
  );

  app.get(
    subscriptionPaths.availableOffers,
    {
      schema: {
        description: `The offers the account may choose (the clinic offer for a clinic, the three others otherwise), prices per month in centimes; contract_selected_offer is the current or last invoice's offer. ${followers}`,
        operationId: 'getSubscriptionOffers',
        errors: ['notAuthorizedForAction'],
        response: { 200: availableOffersResponseSchema },
      },
    },
    async (request) => subscription.availableOffers(actorOf(request).user),
  );

  app.get(
    subscriptionPaths.payeeAccounts,
    {
      schema: {
        description: `Designed here (spec 3 section 2, the bank-information modal). Where to pay by bank deposit, transfer (the bank account and its RIB) or postal account (CCP): the operator's accounts, set on the server (PAYEE_ACCOUNTS). demo is true for the placeholder accounts of a server outside production that has none set; payee is null for a server in production that has none (the doctor asks the operator). ${followers}`,
        operationId: 'getSubscriptionPayeeAccounts',
        errors: ['notAuthorizedForAction'],
        response: { 200: payeeAccountsResponseSchema },
      },
    },
    async (request) => subscription.payeeAccounts(actorOf(request).user),
  );

  app.get(
    subscriptionPaths.clinicTracking,
    {
      schema: {
        description: `Designed here (spec: no response shown). The status and restriction of the subscription the account follows (a clinic doctor: the clinic's), and whether the clinic has started none. Clinic doctors only (the capability subscription.clinicBanner); others 403 notAuthorizedForAction.`,
        operationId: 'trackClinicSubscription',
        errors: ['notAuthorizedForAction'],
        response: { 200: clinicTrackingResponseSchema },
      },
    },
    async (request) => subscription.clinicTracking(actorOf(request).user),
  );

  app.post(
    subscriptionPaths.createInvoice,
    {
      config: { idempotent: true },
      schema: {
        description: `invoice-commit: a new invoice for the offer and its first instalment of requested_period months (cash at least ${subscriptionRules.cashMinimumMonths} when 3 or more are left; at most the offer's months: else 400 validationFailed). Open only when paid and its months are over, waiting or canceled (409 subscriptionStepUnavailable), never while an instalment is being processed (409 subscriptionRequestInProgress). An offer of the other kind of account or unknown: 404 notFound. The token solves a challenge of the proof-of-work call, once (400 proofOfWorkInvalid). ${methods} ${payers} An Idempotency-Key header makes a repeated request answer the first answer.`,
        operationId: 'createSubscriptionInvoice',
        errors: [
          'notAuthorizedForAction',
          'subscriptionStepUnavailable',
          'subscriptionRequestInProgress',
          'notFound',
          'proofOfWorkRequired',
          'proofOfWorkInvalid',
          'epaymentProviderFailed',
        ],
        body: createInvoiceBodySchema,
        response: { 200: createInvoiceResponseSchema },
      },
    },
    async (request) => subscription.createInvoice(actorOf(request).user, request.body),
  );

  app.post(
    subscriptionPaths.prorate,
    {
      config: { idempotent: true },
      schema: {
        description: `period-commit: the next new_period months of the open invoice (at most what is left; cash at least ${subscriptionRules.cashMinimumMonths} when 3 or more are left: else 400 validationFailed). Open when the paid months are over or an incomplete request is to be done again, which it replaces (409 subscriptionStepUnavailable otherwise); 409 subscriptionRequestInProgress while one is being processed. ${methods} ${payers}`,
        operationId: 'requestSubscriptionRenewal',
        errors: [
          'notAuthorizedForAction',
          'subscriptionStepUnavailable',
          'subscriptionRequestInProgress',
          'proofOfWorkRequired',
          'proofOfWorkInvalid',
          'epaymentProviderFailed',
        ],
        body: prorateBodySchema,
        response: { 200: prorateResponseSchema },
      },
    },
    async (request) => subscription.requestRenewal(actorOf(request).user, request.body),
  );

  app.get(
    subscriptionPaths.epaymentConfirm,
    {
      schema: {
        description: `Back from SATIM's payment page (the web's /settings/subscription/epayment-confirmation?orderId=...): the server acknowledges the order with SATIM (acknowledgeTransaction.do) and settles its instalment once. paid only when SATIM says paid (ErrorCode 0, OrderStatus 2, respCode 00) for the order number and amount registered; then receipt (spec 3 section 3) and receipt_token (the public receipt page and PDF). rejected: notPaid (the page was left), declined (SATIM's words in message), otherOrder, amountMismatch; the instalment gives way to a new request. A replay answers what was stored without asking SATIM again. 404 EpaymentCaseNotFound for an order id not registered by this server for the acting account's subscription; 404 NoInvoiceRelatedEpaymentRequest when its invoice was canceled or its instalment is no longer awaited; 502 epaymentProviderFailed when SATIM does not answer (the card job asks again about two minutes later). ${payers}`,
        operationId: 'confirmSubscriptionEpayment',
        errors: ['notAuthorizedForAction', 'EpaymentCaseNotFound', 'NoInvoiceRelatedEpaymentRequest', 'epaymentProviderFailed'],
        querystring: epaymentConfirmQuerySchema,
        response: { 200: epaymentConfirmResponseSchema },
      },
    },
    async (request) => cardPayments.confirm(actorOf(request).user, request.query.orderId, request.query.lang),
  );

  app.post(
    subscriptionPaths.emailReceipt,
    {
      schema: {
        description: `E-mails the receipt of a paid card transaction (transactionId: the receipt's _id) to email, in the account's language: the public receipt page's link, and the PDF attached where the server has Chromium. Only the payer's own transactions (404 notFound otherwise). ${payers}`,
        operationId: 'emailSubscriptionReceipt',
        errors: ['notAuthorizedForAction', 'notFound'],
        body: emailReceiptBodySchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => cardPayments.emailReceipt(actorOf(request).user, request.body.transactionId, request.body.email),
  );

  app.post(
    subscriptionPaths.contactUs,
    {
      schema: {
        description: `A message (at most ${subscriptionUi.contactMessageMax} characters) to the operator about the subscription, kept with the account's subscription. ${followers}`,
        operationId: 'sendSubscriptionContactMessage',
        errors: ['notAuthorizedForAction'],
        body: contactUsBodySchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => subscription.contactUs(actorOf(request).user, request.body.message),
  );
};
