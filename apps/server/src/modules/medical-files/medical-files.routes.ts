import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentTypeHeader,
  medicalFileDeleteResponseSchema,
  medicalFileField,
  medicalFileListResponseSchema,
  medicalFileMaxBytes,
  medicalFilePaths,
  medicalFileScopeQuerySchema,
  medicalFileUploadResponseSchema,
} from '@tabib/contracts/medical-files';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth-context';
import type { UploadedFile } from './medical-files.service';

const patientParams = z.object({ patientId: z.string() });
const documentParams = z.object({ documentId: z.string() });

/** The one file (field `document`) and the clinic doctor field of an upload, or the contract's refusal. */
async function readUpload(request: FastifyRequest): Promise<{ file: UploadedFile; selectedClinicDoctor: string | null }> {
  let file: UploadedFile | undefined;
  let selectedClinicDoctor: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== medicalFileField || file) throw new AppError(400, 'validationFailed');
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (
        part.fieldname === 'selectedClinicDoctor' &&
        typeof part.value === 'string' &&
        part.value &&
        part.value !== 'null'
      ) {
        selectedClinicDoctor = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'LIMIT_FILE_SIZE');
    throw new AppError(400, 'validationFailed');
  }
  if (!file || file.data.length === 0) throw new AppError(400, 'validationFailed');
  return { file, selectedClinicDoctor };
}

/** Spec 2 section 7, medical files. Multipart is parsed in this scope only. */
export const medicalFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { medicalFiles } = app.services;
  await app.register(multipart, {
    limits: { fileSize: medicalFileMaxBytes, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  app.get(
    medicalFilePaths.list,
    {
      schema: {
        params: patientParams,
        querystring: medicalFileScopeQuerySchema,
        response: { 200: medicalFileListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      files: await medicalFiles.list(actorOf(request).user, request.params.patientId, request.query.cqDoctor),
    }),
  );

  app.post(
    medicalFilePaths.upload,
    { schema: { params: patientParams, response: { 201: medicalFileUploadResponseSchema } } },
    async (request, reply) => {
      const actor = actorOf(request).user;
      medicalFiles.assertMayWrite(actor);
      const { file, selectedClinicDoctor } = await readUpload(request);
      const stored = await medicalFiles.upload(actor, request.params.patientId, selectedClinicDoctor, file);
      return reply.status(201).send({ success: true as const, file: stored });
    },
  );

  app.get(
    medicalFilePaths.content,
    {
      schema: {
        description: "Designed here (the spec's file url): the bytes, with x-s3-content-type and Content-Disposition.",
        params: documentParams,
        querystring: medicalFileScopeQuerySchema,
      },
    },
    async (request, reply) => {
      const { file, contentType, data } = await medicalFiles.content(
        actorOf(request).user,
        request.params.documentId,
        request.query.cqDoctor,
      );
      const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', contentType)
        .header(contentTypeHeader, contentType)
        .header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('access-control-expose-headers', `${contentTypeHeader}, content-disposition`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  app.put(
    medicalFilePaths.remove,
    {
      schema: {
        params: documentParams,
        querystring: medicalFileScopeQuerySchema,
        response: { 200: medicalFileDeleteResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await medicalFiles.remove(actorOf(request).user, request.params.documentId, request.query.cqDoctor),
    }),
  );
};
