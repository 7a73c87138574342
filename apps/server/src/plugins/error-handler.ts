import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@tabib/contracts/errors';
import { AppError, CountedRefusal, TooManyRequestsError } from '../lib/app-error';

/** Every refusal leaves as { success: false, code } with one of the contract's codes. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = {
        success: false,
        code: 'validationFailed',
        issues: error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'invalid',
        })),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof CountedRefusal) {
      return reply.status(error.statusCode).send({ success: false, code: error.code, count: error.count } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, code: error.code } satisfies ErrorBody);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ success: false, code: 'payloadTooLarge' } satisfies ErrorBody);
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, code: 'validationFailed' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, code: 'internalServerError' } satisfies ErrorBody);
  });
});
