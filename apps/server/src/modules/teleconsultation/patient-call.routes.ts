import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinCallParamsSchema, joinCallPaths, joinCallResponseSchema } from '@tabib/contracts/teleconsultation';
import { tagRoutes } from '../../plugins/openapi';
import { createPublicReadLimit, type PublicReadOptions } from '../public-booking/public-read-limit';

/** Issue 16: the patient's join page's lookup. No session: the join link's token is the key. */
export const patientCallRoutes: FastifyPluginAsyncZod<PublicReadOptions> = async (app, options) => {
  const { patientCall } = app.services;
  tagRoutes(app, 'public');
  const countRead = createPublicReadLimit(options.readLimit, { shared: { counts: options.readCounts, scope: 'call-links' } });
  app.addHook('onRequest', async (request) => countRead(request.ip));

  app.get(
    joinCallPaths.lookup,
    {
      schema: {
        description:
          "Public: the patient's join link (`/visio/{token}`, reached through the short link of their notices). For a teleconsultation still BOOKED: the doctor (title, names, picture), the appointment's start, duration and status, and on its day (`code` callJoin, practice time) the call token for the signalling socket and the ICE servers with short-lived TURN credentials. Before its day `code` is CallDateMustBeTODAY, without token nor ICE servers: the page says the day. No reason, nothing of the patient but the first name. 404 callLinkNotFound for a token that is not a join link's, has expired (after the appointment's day) or names no teleconsultation; 409 CallAlreadyDone once the call is over; 409 CannotCallStatusUnauthorized when cancelled or missed.",
        operationId: 'getJoinCall',
        errors: ['callLinkNotFound', 'CallAlreadyDone', 'CannotCallStatusUnauthorized', 'tooManyRequest'],
        params: joinCallParamsSchema,
        response: { 200: joinCallResponseSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await patientCall.lookup(request.params.token)),
  );
};
