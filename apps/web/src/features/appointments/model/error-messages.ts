import { createAppointmentErrorCodes, updateAppointmentErrorCodes } from '@tabib/contracts/errors';
import type { ApiErrorCode } from '../../../lib/api-error';

// networkError is the web's own code for a request that never reached the server; a restricted
// practice's refusal (subscription) reads as the catalogue says.
const createCodes = [
  ...createAppointmentErrorCodes,
  'networkError',
  'subscriptionRestrictedAction',
] as const satisfies readonly ApiErrorCode[];
const updateCodes = [...updateAppointmentErrorCodes, 'networkError'] as const satisfies readonly ApiErrorCode[];

export type CreateMessageKey = (typeof createCodes)[number];
export type UpdateMessageKey = (typeof updateCodes)[number] | 'unknown';

export function createMessageKey(code: ApiErrorCode): CreateMessageKey {
  return (createCodes as readonly ApiErrorCode[]).includes(code) ? (code as CreateMessageKey) : 'createAppointmentServerError';
}

/** Also used for status changes, whose failures come with the same kind of codes. */
export function updateMessageKey(code: ApiErrorCode): UpdateMessageKey {
  return (updateCodes as readonly ApiErrorCode[]).includes(code) ? (code as UpdateMessageKey) : 'unknown';
}
