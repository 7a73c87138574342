import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelLinkCancelResponseSchema,
  cancelLinkParamsSchema,
  cancelLinkResponseSchema,
  freeSlotsQuerySchema,
  publicBookingResponseSchema,
  freeSlotsResponseSchema,
  publicBookingLimits,
  publicBookingMaxWeeks,
  publicBookingPaths,
  publicDoctorParamsSchema,
  publicDoctorResponseSchema,
} from '@tabib/contracts/public-booking';
import { publicBookingBodySchema } from '@tabib/contracts/public-booking-input';
import { sendJsonBytes } from '../../lib/json-answer';
import { serviceCheckedBody } from '../../lib/service-checked-body';
import { tagRoutes } from '../../plugins/openapi';
import { createPublicReadLimit, type PublicReadOptions } from './public-read-limit';

/** The ALTCHA challenge the widget fetches (altcha-lib 2.x, deterministic PBKDF2). */
const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

/** Issue 15: the patient's booking page and cancel link. No session. */
export const publicBookingRoutes: FastifyPluginAsyncZod<PublicReadOptions> = async (app, options) => {
  const { publicBooking } = app.services;
  tagRoutes(app, 'public');
  const countRead = createPublicReadLimit(options.readLimit, { shared: { counts: options.readCounts, scope: 'booking' } });
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET') await countRead(request.ip);
  });

  app.get(
    publicBookingPaths.doctor,
    {
      schema: {
        description:
          "Public: a doctor's booking page (name, specialities, office, the reasons a patient may pick, the types offered). 404 notFound unless the doctor enabled the page and is neither blocked nor deleted.",
        operationId: 'getPublicDoctor',
        errors: ['notFound', 'tooManyRequest'],
        params: publicDoctorParamsSchema,
        response: { 200: publicDoctorResponseSchema },
      },
    },
    async (request) => publicBooking.page(request.params.slug),
  );

  app.get(
    publicBookingPaths.slots,
    {
      schema: {
        description: `Public: the free slots of a reason and a type, day by day, from \`from\` (today when absent or past) for \`weeks\` weeks (1 to ${publicBookingMaxWeeks}, default ${publicBookingMaxWeeks}), in the practice's time zone. Each slot lasts the reason's duration; slots start at each block of the weekly schedule and follow one another. 400 InvalidConsultationReason for a reason the page does not list; 403 DoctorTeleconsultationUnauthorizedAction for visio when the doctor holds no teleconsultations.`,
        operationId: 'getPublicFreeSlots',
        errors: ['notFound', 'InvalidConsultationReason', 'DoctorTeleconsultationUnauthorizedAction', 'tooManyRequest'],
        params: publicDoctorParamsSchema,
        querystring: freeSlotsQuerySchema,
        response: { 200: freeSlotsResponseSchema },
      },
    },
    // Served from the free slots cache as serialized bytes (gzipped when accepted).
    async (request, reply) => {
      const bytes = await publicBooking.freeSlotsSerialized(
        request.params.slug,
        request.query,
        (answer) => reply.serialize(answer) as string,
      );
      return sendJsonBytes(request, reply, bytes);
    },
  );

  app.get(
    publicBookingPaths.challenge,
    {
      schema: {
        description:
          'Public: a fresh proof-of-work challenge for the booking form (ALTCHA v2, PBKDF2/SHA-256, valid 10 minutes). The widget solves it; the booking sends the payload as `altcha`, accepted once.',
        operationId: 'getProofOfWorkChallenge',
        errors: ['tooManyRequest'],
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await publicBooking.challenge()),
  );

  app.post(
    publicBookingPaths.book,
    {
      // The service counts the request against the limits before it reads the body.
      attachValidation: true,
      schema: {
        description: `Public: the patient books a slot the page offers, for themself or, with \`familyMember\`, for a family member (kept under the patient, who must be an adult; the 4-a-day rule counts each person apart). Counted per address (${publicBookingLimits.perAddress.max} an hour) and per phone number (${publicBookingLimits.perPhone.max} an hour): 429 tooManyRequest beyond. The \`altcha\` payload must solve a challenge of GET ${publicBookingPaths.challenge}, once. A known phone number books for that patient; a new one registers a patient (source 'patient'). The patient then gets a confirmation with a cancel link (e-mail when given, SMS otherwise).`,
        operationId: 'bookPublicAppointment',
        errors: [
          'tooManyRequest',
          'proofOfWorkRequired',
          'proofOfWorkInvalid',
          'notFound',
          'InvalidConsultationReason',
          'DoctorTeleconsultationUnauthorizedAction',
          'InvalidDateFormat',
          'PatientRequiredFieldsMissing',
          'minorPatientNotAccepted',
          'bookInPastNotAcceptable',
          'AppointmentExceedDayEndTime',
          'AppointmentDurationTooLong',
          'AppointmentOnDayOff',
          'AppointmentOutsideSchedule',
          'slotAlreadyBooked',
          'bookMoreThan4ForPatientForbiden',
          'subscriptionRestrictedAction',
        ],
        params: publicDoctorParamsSchema,
        body: publicBookingBodySchema,
        response: { 201: publicBookingResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await publicBooking.book(request.params.slug, serviceCheckedBody(request), request.ip)),
  );

  app.get(
    publicBookingPaths.cancelLink,
    {
      schema: {
        description:
          "Public: what a patient's cancel link cancels (doctor, start, status) and whether it still can. 404 cancelLinkInvalid for a token that is not one of ours.",
        operationId: 'getCancelLink',
        errors: ['cancelLinkInvalid', 'tooManyRequest'],
        params: cancelLinkParamsSchema,
        response: { 200: cancelLinkResponseSchema },
      },
    },
    async (request) => publicBooking.cancelLink(request.params.token),
  );

  app.post(
    publicBookingPaths.cancelLink,
    {
      schema: {
        description:
          'Public: the patient cancels with the link of their confirmation: the appointment becomes PATIENT_CANCELED and leaves the calendars live. 409 cancelLinkUsed once used; 410 cancelLinkExpired from the start, or when the practice changed or cancelled it.',
        operationId: 'cancelWithLink',
        errors: ['cancelLinkInvalid', 'cancelLinkUsed', 'cancelLinkExpired'],
        params: cancelLinkParamsSchema,
        response: { 200: cancelLinkCancelResponseSchema },
      },
    },
    async (request) => publicBooking.cancel(request.params.token),
  );
};
