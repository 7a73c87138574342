import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarField,
  avatarMaxBytes,
  avatarParamsSchema,
  avatarPaths,
  updateAvatarResponseSchema,
} from '@tabib/contracts/avatar';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';
import { sendImmutableWebp } from '../../lib/immutable-webp';

/** What readImage reads, for the document (multipart bodies pass no route schema). */
const uploadBody = z.object({ [avatarField]: z.file().max(avatarMaxBytes).describe('a JPEG, PNG or WebP image') });

/** The one file of the upload (field `avatar`), or the contract's refusal. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== avatarField || data) throw new AppError(400, 'validationFailed');
      data = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'LIMIT_FILE_SIZE');
    throw new AppError(400, 'validationFailed');
  }
  if (!data || data.length === 0) throw new AppError(400, 'validationFailed');
  return data;
}

/** Spec 3 section 7: PUT /doctors/update-avatar. Multipart is parsed in this scope only. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { avatars } = app.services;
  tagRoutes(app, 'avatars');
  await app.register(multipart, {
    limits: { fileSize: avatarMaxBytes, files: 1, fields: 2, fieldSize: 200, parts: 3, headerPairs: 50 },
  });

  app.put(
    avatarPaths.update,
    {
      schema: {
        description: `Multipart, one JPEG, PNG or WebP image in the field "${avatarField}" (at most ${avatarMaxBytes} bytes); stored as a 512x512 WebP without metadata. data is the new picture url.`,
        operationId: 'updateAvatar',
        errors: ['DoctorNotAuthorizedAction', 'invalidImage', 'LIMIT_FILE_SIZE', 'notFound'],
        multipartBody: uploadBody,
        response: { 200: updateAvatarResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request).user;
      avatars.assertMayEdit(actor);
      return { success: true as const, data: await avatars.update(actor, await readImage(request)) };
    },
  );
};

/**
 * Public: avatars show on the public booking page and in <img> tags, which send no bearer
 * token. A url is only known from a profile (two random uuids), and changes at each upload.
 */
export const publicAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { avatars } = app.services;
  tagRoutes(app, 'avatars');
  app.get(
    `${avatarPaths.served}/:doctorId/:fileId`,
    {
      schema: {
        description: 'Public: the bytes of an avatar (image/webp), cached for a year (each upload gets a new url).',
        operationId: 'getAvatar',
        errors: ['notFound'],
        binaryResponse: { contentTypes: ['image/webp'], description: 'The picture, 512x512.' },
        params: avatarParamsSchema,
      },
    },
    async (request, reply) => sendImmutableWebp(reply, await avatars.content(request.params.doctorId, request.params.fileId)),
  );
};
