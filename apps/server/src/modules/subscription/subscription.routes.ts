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
const manualOnly =
  "Manual methods only for now (cash, versement, virement, ccp): the instalment waits for its receipt, checked by the operator. 'cib' answers 502 epaymentProviderFailed until card payment is wired.";

/** Spec 3 section 7, Subscription. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscription } = app.services;
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
    subscriptionPaths.clinicTracking,
    {
      schema: {
        description: `Designed here (spec: no response shown). The status and restriction of the subscription the account follows (a clinic doctor: the clinic's), and whether the clinic has started none. ${followers}`,
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
        description: `invoice-commit: a new invoice for the offer and its first instalment of requested_period months (cash at least ${subscriptionRules.cashMinimumMonths} when 3 or more are left; at most the offer's months: else 400 validationFailed). Open only when paid and its months are over, waiting or canceled (409 subscriptionStepUnavailable), never while an instalment is being processed (409 subscriptionRequestInProgress). An offer of the other kind of account or unknown: 404 notFound. The token solves a challenge of the proof-of-work call, once (400 proofOfWorkInvalid). ${manualOnly} ${payers} An Idempotency-Key header makes a repeated request answer the first answer.`,
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
        description: `period-commit: the next new_period months of the open invoice (at most what is left; cash at least ${subscriptionRules.cashMinimumMonths} when 3 or more are left: else 400 validationFailed). Open when the paid months are over or an incomplete request is to be done again, which it replaces (409 subscriptionStepUnavailable otherwise); 409 subscriptionRequestInProgress while one is being processed. ${manualOnly} ${payers}`,
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
