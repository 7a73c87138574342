import type { FastifyError, FastifyReply } from 'fastify';
import type { ErrorBody } from '@tabib/contracts/errors';

/**
 * The router refuses some URLs before any route, hook or error handler runs: a path parameter
 * longer than maxParamLength (414) or a percent-encoding that is not UTF-8 (400). Fastify would
 * answer its own { error, message } shape; here they answer { success: false, code } like every
 * other refusal.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return reply.status(status).send({ success: false, code: 'validationFailed' } satisfies ErrorBody);
  return reply.status(500).send({ success: false, code: 'internalServerError' } satisfies ErrorBody);
}
