import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicGalleryMax,
  clinicImageParamsSchema,
  clinicProfileBodySchema,
  clinicProfilePaths,
  clinicProfileResponseSchema,
  clinicProfileTextMin,
} from '@tabib/contracts/clinic-profile';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';
import { sendImmutableWebp } from '../../lib/immutable-webp';

/** Spec 3, clinic profile ("Other clinic profile calls are not shown": paths designed here). */
export const clinicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clinicProfile } = app.services;
  tagRoutes(app, 'clinic-profile');

  app.get(
    clinicProfilePaths.profile,
    {
      schema: {
        description:
          "Designed here. The acting clinic user's clinic profile (admin and members; others 403 notAuthorizedForAction). Images carry their key and the public url they are served at.",
        operationId: 'getClinicProfile',
        errors: ['notAuthorizedForAction'],
        response: { 200: clinicProfileResponseSchema },
      },
    },
    async (request) => ({ success: true as const, profile: await clinicProfile.get(actorOf(request).user) }),
  );

  app.put(
    clinicProfilePaths.profile,
    {
      schema: {
        description: `Designed here. The clinic admin only (others 403 notAuthorizedForAction). Every field required; name and description at least ${clinicProfileTextMin} characters; 1 to ${clinicGalleryMax} gallery images and a cover (not one of them), each a key the clinic already shows or the key of the admin's own upload (POST /uploads/presign), which is then checked: 404 uploadNotFound (not the admin's, for another use, or nothing sent), 410 uploadUrlExpired (kept too long), 413 uploadTooLarge, 400 invalidImage (not a JPEG, PNG or WebP by its content). New images are stored as WebP without metadata; an image no longer named is deleted.`,
        operationId: 'updateClinicProfile',
        errors: ['notAuthorizedForAction', 'uploadNotFound', 'uploadUrlExpired', 'uploadTooLarge', 'invalidImage', 'notFound'],
        body: clinicProfileBodySchema,
        response: { 200: clinicProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      profile: await clinicProfile.update(actorOf(request).user, request.body),
    }),
  );
};

/**
 * Public: the profile's images show in <img> tags, which send no bearer token (like avatars). A
 * url is only known from the profile (two random uuids); an image's bytes never change.
 */
export const publicClinicImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clinicProfile } = app.services;
  tagRoutes(app, 'clinic-profile');
  app.get(
    `${clinicProfilePaths.images}/:clinicId/:fileId`,
    {
      schema: {
        description: 'Public: the bytes of a clinic profile image (image/webp), cached for a year (a new image gets a new url).',
        operationId: 'getClinicImage',
        errors: ['notFound'],
        binaryResponse: { contentTypes: ['image/webp'], description: 'The image, at most 1920 pixels a side.' },
        params: clinicImageParamsSchema,
      },
    },
    async (request, reply) => sendImmutableWebp(reply, await clinicProfile.image(request.params.clinicId, request.params.fileId)),
  );
};
