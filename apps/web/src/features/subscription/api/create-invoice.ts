import { useMutation } from '@tanstack/react-query';
import {
  createInvoiceBodySchema,
  createInvoiceResponseSchema,
  subscriptionPaths,
  type CreateInvoiceBody,
} from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';

/** One key per confirmation: a lost answer is asked again and gets the first answer back. */
export function createInvoice(body: CreateInvoiceBody, idempotencyKey: string) {
  return apiRequest(subscriptionPaths.createInvoice, {
    method: 'POST',
    schema: createInvoiceResponseSchema,
    body: createInvoiceBodySchema.parse(body),
    idempotencyKey,
  });
}

export function useCreateInvoice() {
  return useMutation({ mutationFn: (body: CreateInvoiceBody) => createInvoice(body, crypto.randomUUID()) });
}
