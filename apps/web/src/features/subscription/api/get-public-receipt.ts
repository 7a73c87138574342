import { useQuery } from '@tanstack/react-query';
import { publicReceiptPaths, publicReceiptResponseSchema } from '@tabib/contracts/subscription-calls';
import { apiBasePath } from '@tabib/contracts/auth';
import type { Locale } from '@tabib/contracts/locales';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

const withToken = (path: string, token: string) => path.replace(':token', encodeURIComponent(token));

export function getPublicReceipt(token: string, signal?: AbortSignal) {
  return apiRequest(withToken(publicReceiptPaths.read, token), { schema: publicReceiptResponseSchema, signal });
}

/** The address of the receipt's PDF in `locale` (printed by the server from the receipt page). */
export const receiptPdfUrl = (token: string, locale: Locale) =>
  `${apiBasePath}${withToken(publicReceiptPaths.pdf, token)}?lang=${locale}`;

/** A paid card transaction's receipt, by its signed token: no session needed. */
export function usePublicReceipt(token: string) {
  return useQuery({
    queryKey: subscriptionKeys.receipt(token),
    queryFn: ({ signal }) => getPublicReceipt(token, signal),
    staleTime: Infinity,
  });
}
