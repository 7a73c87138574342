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
  medicalFileParamsSchema,
  medicalFilePaths,
  medicalFileScopeQuerySchema,
  medicalFileUploadResponseSchema,
} from '@tabib/contracts/medical-files';
import { idSchema } from '@tabib/contracts/ids';
import { patientParamsSchema } from '@tabib/contracts/patients';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';
import { medicalFileContentTypes } from './file-content-type';
import type { UploadedFile } from './medical-files.service';

/** The record-access gate (roles table, practice, the practice's patient) and the file of that practice. */
const fileRefusals = ['DoctorNotAuthorizedAction', 'notFound'] as const;

/** What readUpload reads, for the document (multipart bodies pass no route schema). */
const uploadBody = z.object({
  [medicalFileField]: z
    .file()
    .max(medicalFileMaxBytes)
    .describe(`${medicalFileContentTypes.join(', ')}; its name ends in one of their extensions`),
  selectedClinicDoctor: idSchema.nullish(),
});

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
        // Multipart fields pass no route schema: the id is typed here, as the contract types it elsewhere.
        if (!idSchema.safeParse(part.value).success) throw new AppError(400, 'validationFailed');
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

type Upload = Awaited<ReturnType<typeof readUpload>>;

/** Spec 2 section 7, medical files. Multipart is parsed in this scope only. */
export const medicalFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { medicalFiles } = app.services;
  tagRoutes(app, 'medical-files');
  await app.register(multipart, {
    limits: { fileSize: medicalFileMaxBytes, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  app.get(
    medicalFilePaths.list,
    {
      schema: {
        operationId: 'listMedicalFiles',
        errors: fileRefusals,
        params: patientParamsSchema,
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
    {
      schema: {
        operationId: 'uploadMedicalFile',
        errors: [...fileRefusals, 'LIMIT_FILE_SIZE', 'TYPE_NOT_ALLOWED'],
        params: patientParamsSchema,
        multipartBody: uploadBody,
        response: { 201: medicalFileUploadResponseSchema },
      },
      config: { idempotent: true },
      // Read before the handler: the upload (its file's digest) is what an Idempotency-Key is checked against.
      preHandler: async (request) => {
        medicalFiles.assertMayWrite(actorOf(request).user);
        request.body = await readUpload(request);
      },
    },
    async (request, reply) => {
      const { file, selectedClinicDoctor } = request.body as Upload;
      const stored = await medicalFiles.upload(actorOf(request).user, request.params.patientId, selectedClinicDoctor, file);
      return reply.status(201).send({ success: true as const, file: stored });
    },
  );

  app.get(
    medicalFilePaths.content,
    {
      schema: {
        description: "Designed here (the spec's file url): the bytes, with x-s3-content-type and Content-Disposition.",
        operationId: 'getMedicalFileContent',
        errors: fileRefusals,
        binaryResponse: { contentTypes: medicalFileContentTypes, description: 'The bytes of the file, as a download.' },
        params: medicalFileParamsSchema,
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
      // The web app fetches the bytes and shows them from a blob: URL, so this answer is never a
      // page of ours. Opened directly, it downloads; rendered anyway (a PDF may hold scripts), it
      // runs sandboxed, loading nothing. Cache-Control: no-store comes with every API answer.
      return reply
        .header('content-type', contentType)
        .header(contentTypeHeader, contentType)
        .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('access-control-expose-headers', `${contentTypeHeader}, content-disposition`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  app.put(
    medicalFilePaths.remove,
    {
      schema: {
        operationId: 'deleteMedicalFile',
        errors: [...fileRefusals, 'fileNotDeleteable'],
        params: medicalFileParamsSchema,
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
