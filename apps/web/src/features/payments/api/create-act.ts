import type { z } from 'zod';
import { actResponseSchema, createActBodySchema, paymentPaths } from '@tabib/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { pathOf } from './payment-keys';
import { useWalletMutation } from './use-act-mutation';

export type CreateActRequest = z.input<typeof createActBodySchema>;

/** PUT wallet-create-act (title, description, total and a first payment, in centimes). */
export function createAct(patientId: string, request: CreateActRequest) {
  return apiRequest(pathOf(paymentPaths.createAct, { patientId }), {
    method: 'PUT',
    body: createActBodySchema.parse(request),
    schema: actResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });
}

export const useCreateAct = (patientId: string) =>
  useWalletMutation(patientId, (request: CreateActRequest) => createAct(patientId, request));
