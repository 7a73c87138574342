import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  localUploadParamsSchema,
  localUploadQuerySchema,
  localUploadResponseSchema,
  presignUploadBodySchema,
  presignUploadResponseSchema,
  uploadAcceptedTypes,
  uploadKeepMinutes,
  uploadMaxBytes,
  uploadPaths,
  uploadUrlMinutes,
} from '@tabib/contracts/uploads';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** POST /uploads/presign: behind the session. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.services;
  tagRoutes(app, 'uploads');

  app.post(
    uploadPaths.presign,
    {
      schema: {
        description: `Designed here (spec 3: "Uploads use a presigned address"). An address for one file of ${uploadAcceptedTypes.join(', ')} and at most ${uploadMaxBytes} bytes, open ${uploadUrlMinutes} minutes: send it with \`method\` and \`headers\` to \`url\` (S3 when configured, else PUT /uploads/local/...), then name \`key\` in the form it is for (clinic profile: clinic_gallery, clinic_cover; the clinic admin only, 403 notAuthorizedForAction). The file is checked when the form is saved, within ${uploadKeepMinutes} minutes of the address's end. 415 TYPE_NOT_ALLOWED and 413 uploadTooLarge for what the browser declares; 429 tooManyRequest past 60 open addresses.`,
        operationId: 'presignUpload',
        errors: ['notAuthorizedForAction', 'TYPE_NOT_ALLOWED', 'uploadTooLarge', 'tooManyRequest'],
        body: presignUploadBodySchema,
        response: { 200: presignUploadResponseSchema },
      },
    },
    async (request) => ({ success: true as const, upload: await uploads.presign(actorOf(request).user, request.body) }),
  );
};

/**
 * PUT /uploads/local/...: no session, like S3 (the browser sends no token with the file); the
 * address's signature is the authority. Any content type is read as bytes (this scope only), up
 * to the upload limit; the service compares it with the ticket's.
 */
export const localUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.services;
  tagRoutes(app, 'uploads');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: uploadMaxBytes }, (_request, body, done) => done(null, body));

  app.put(
    uploadPaths.local,
    {
      schema: {
        description: `Designed here: on local storage, the address POST /uploads/presign answers (the stand-in for S3's presigned PUT). The body is the file, with the Content-Type given to presign (else 415 TYPE_NOT_ALLOWED), at most ${uploadMaxBytes} bytes (413). 403 forbidden when the signature does not match, 410 uploadUrlExpired once the address has expired or its form was saved, 404 uploadNotFound without a ticket.`,
        operationId: 'putLocalUpload',
        errors: ['forbidden', 'uploadUrlExpired', 'uploadNotFound', 'TYPE_NOT_ALLOWED', 'uploadTooLarge'],
        params: localUploadParamsSchema,
        querystring: localUploadQuerySchema,
        binaryBody: {
          contentTypes: uploadAcceptedTypes,
          description: 'The file, as declared to presign.',
          maxBytes: uploadMaxBytes,
        },
        response: { 200: localUploadResponseSchema },
      },
    },
    async (request) => {
      const { folderId, fileId } = request.params;
      await uploads.receiveLocal({
        key: `${folderId.toLowerCase()}/${fileId.toLowerCase()}`,
        expires: Number(request.query.expires),
        signature: request.query.signature,
        contentType: (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
        data: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      return { success: true as const };
    },
  );
};
