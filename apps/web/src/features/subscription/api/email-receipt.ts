import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { emailReceiptBodySchema, subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';

type EmailReceiptBody = z.input<typeof emailReceiptBodySchema>;

export function emailReceipt(body: EmailReceiptBody) {
  return apiRequest(subscriptionPaths.emailReceipt, {
    method: 'POST',
    schema: z.object({ success: z.literal(true) }),
    body: emailReceiptBodySchema.parse(body),
  });
}

export function useEmailReceipt() {
  return useMutation({ mutationFn: emailReceipt });
}
