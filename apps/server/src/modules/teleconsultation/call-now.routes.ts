import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teleconsultationErrorCodes } from '@tabib/contracts/errors';
import { callNowBodySchema, callNowPath, callNowResponseSchema } from '@tabib/contracts/teleconsultation';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Issue 16: the doctor calls the patient in (spec 2 section 7, do-call-immediately). Behind the session. */
export const callNowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { patientCall } = app.services;
  tagRoutes(app, 'teleconsultation');

  app.post(
    callNowPath,
    {
      schema: {
        description:
          "The doctor is ready: the patient is sent their join link now (a `call_now` notice, by SMS when they have a phone, else e-mail), under the call details' rules and refusals. Asked again within the same minute it sends nothing more.",
        operationId: 'callPatientNow',
        errors: [
          'DoctorNotAuthorizedAction',
          'DoctorTeleconsultationUnauthorizedAction',
          ...teleconsultationErrorCodes,
          'validationFailed',
        ],
        body: callNowBodySchema,
        response: { 200: callNowResponseSchema },
      },
    },
    async (request) => patientCall.callNow(actorOf(request).user, request.body.appointment),
  );
};
