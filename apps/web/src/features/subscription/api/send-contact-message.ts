import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { contactUsBodySchema, subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(message: string) {
  return apiRequest(subscriptionPaths.contactUs, {
    method: 'POST',
    schema: z.object({ success: z.literal(true) }),
    body: contactUsBodySchema.parse({ message }),
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
