import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentParamsSchema } from '@tabib/contracts/appointments';
import { teleconsultationErrorCodes } from '@tabib/contracts/errors';
import {
  callDetailsResponseSchema,
  leaveCallBodySchema,
  leaveCallResponseSchema,
  missedTeleconsultations,
  missedTeleconsultationsQuerySchema,
  missedTeleconsultationsResponseSchema,
  teleconsultationPaths,
  waitingCalls,
  waitingCallsResponseSchema,
} from '@tabib/contracts/teleconsultation';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

const callRefusals = [
  'DoctorNotAuthorizedAction',
  'DoctorTeleconsultationUnauthorizedAction',
  ...teleconsultationErrorCodes,
] as const;

/** Issue 16: the doctor's calls of a teleconsultation (spec 2 section 7; docs/decisions.md "Teleconsultation"). */
export const teleconsultationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teleconsultation, appointmentsQuery } = app.services;
  tagRoutes(app, 'teleconsultation');

  app.get(
    teleconsultationPaths.callDetails,
    {
      schema: {
        description:
          'Designed here (spec: "path not shown"): what the doctor\'s call page needs to start the call of a visio appointment of today, still BOOKED: `callId` (the signalling room), `agoraAccessToken` (our call token, valid until the end of the appointment\'s day), `appId` (the transport: WebRTC between the browsers), the ICE servers with short-lived TURN credentials, and the patient.',
        operationId: 'getCallDetails',
        errors: [...callRefusals, 'validationFailed'],
        params: appointmentParamsSchema,
        response: { 200: callDetailsResponseSchema },
      },
    },
    async (request) => teleconsultation.callDetails(actorOf(request).user, request.params.id),
  );

  app.post(
    teleconsultationPaths.leave,
    {
      schema: {
        description:
          "The doctor ended the call: the appointment becomes DONE and keeps the call's duration in seconds (0: ended from the waiting notice without joining). A second leave answers CallAlreadyDone.",
        operationId: 'leaveCall',
        errors: [...callRefusals, 'validationFailed'],
        body: leaveCallBodySchema,
        response: { 200: leaveCallResponseSchema },
      },
    },
    async (request) => teleconsultation.leave(actorOf(request).user, request.body),
  );

  app.get(
    waitingCalls.path,
    {
      schema: {
        description:
          "Today's teleconsultations still BOOKED whose patient is in the call's waiting room, across the practice the account's pages hear (the doctor's, an assistant's doctor's, or every doctor of a clinic account's clinic), in the shape of the `videocall.waiting` event: a page opened or reconnected while a patient waits reads them first.",
        operationId: 'listWaitingCalls',
        errors: [],
        response: { 200: waitingCallsResponseSchema },
      },
    },
    async (request) => teleconsultation.waitingCalls(actorOf(request).user),
  );

  app.get(
    missedTeleconsultations.path,
    {
      schema: {
        description: `The acting doctor's missed teleconsultations, newest first, ${missedTeleconsultations.pageSize} a page: visio appointments whose end has passed within the last ${missedTeleconsultations.lookbackDays} days, still BOOKED (never called) or PATIENT_MISSED. Not for clinic accounts nor ASS assistants (DoctorNotAuthorizedAction).`,
        operationId: 'listMissedTeleconsultations',
        errors: ['DoctorNotAuthorizedAction', 'validationFailed'],
        querystring: missedTeleconsultationsQuerySchema,
        response: { 200: missedTeleconsultationsResponseSchema },
      },
    },
    async (request) => appointmentsQuery.missedTeleconsultations(actorOf(request).user, request.query.page),
  );
};
