import { useMutation } from '@tanstack/react-query';
import {
  prorateBodySchema,
  prorateResponseSchema,
  subscriptionPaths,
  type ProrateBody,
} from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';

/** period-commit and epayment-commit: the next months of the open invoice. */
export function requestRenewal(body: ProrateBody, idempotencyKey: string) {
  return apiRequest(subscriptionPaths.prorate, {
    method: 'POST',
    schema: prorateResponseSchema,
    body: prorateBodySchema.parse(body),
    idempotencyKey,
  });
}

export function useRequestRenewal() {
  return useMutation({ mutationFn: (body: ProrateBody) => requestRenewal(body, crypto.randomUUID()) });
}
