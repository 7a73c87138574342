import type { FastifyRequest } from 'fastify';
import { unstorableTextMessage } from '@tabib/contracts/storable-text';

/**
 * The body of a route whose service checks it itself, after its policy, answering the spec's
 * code of the first broken rule (appointments, schedule). The route declares the body's schema
 * (so the document describes it) with `attachValidation`; what the service cannot judge is
 * refused here as usual: a path or query string that failed, or text PostgreSQL cannot store.
 */
export function serviceCheckedBody(request: FastifyRequest): unknown {
  const error = request.validationError;
  if (!error) return request.body;
  const issues: { message?: string }[] = error.validation ?? [];
  if (error.validationContext !== 'body' || issues.some((issue) => issue.message === unstorableTextMessage)) throw error;
  return request.body;
}
