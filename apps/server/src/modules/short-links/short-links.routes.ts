import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortLinkPath, shortLinkQuerySchema, shortLinkResponseSchema } from '@tabib/contracts/teleconsultation';
import { tagRoutes } from '../../plugins/openapi';
import { createPublicReadLimit, type PublicReadOptions } from '../public-booking/public-read-limit';

/** The shortener's lookup (spec 2 section 7): public, since the patient who opens an SMS link has no session. */
export const shortLinksRoutes: FastifyPluginAsyncZod<PublicReadOptions> = async (app, options) => {
  const { shortLinks } = app.services;
  tagRoutes(app, 'public');
  const countRead = createPublicReadLimit(options.readLimit, { shared: { counts: options.readCounts, scope: 'short-links' } });
  app.addHook('onRequest', async (request) => countRead(request.ip));

  app.get(
    shortLinkPath,
    {
      schema: {
        description:
          "Public: where a short link (`/rendez-vous/{id}` in a patient's SMS or e-mail) leads: `url` is a path of this site (the patient's join page). 404 shortLinkNotFound for an id that is unknown or whose link has expired (with the appointment's day). Counted per address like the booking page's reads.",
        operationId: 'resolveShortLink',
        errors: ['shortLinkNotFound', 'tooManyRequest'],
        querystring: shortLinkQuerySchema,
        response: { 200: shortLinkResponseSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await shortLinks.resolve(request.query.id)),
  );
};
