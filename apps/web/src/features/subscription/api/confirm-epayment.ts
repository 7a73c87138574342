import { useQuery } from '@tanstack/react-query';
import {
  epaymentConfirmQuerySchema,
  epaymentConfirmResponseSchema,
  subscriptionPaths,
} from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { subscriptionKeys } from './subscription-keys';

export function confirmEpayment(orderId: string, signal?: AbortSignal) {
  const query = epaymentConfirmQuerySchema.parse({ orderId, lang: currentLocale() });
  return apiRequest(subscriptionPaths.epaymentConfirm, { schema: epaymentConfirmResponseSchema, query, signal });
}

/** Back from SATIM's page: the server asks SATIM what became of the order (a replay changes nothing). */
export function useEpaymentConfirmation(orderId: string | null) {
  return useQuery({
    queryKey: subscriptionKeys.epayment(orderId ?? ''),
    queryFn: ({ signal }) => confirmEpayment(orderId ?? '', signal),
    enabled: orderId !== null,
    staleTime: Infinity,
  });
}
