import { useQuery } from '@tanstack/react-query';
import { payeeAccountsResponseSchema, subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function getPayeeAccounts(signal?: AbortSignal) {
  return apiRequest(subscriptionPaths.payeeAccounts, { schema: payeeAccountsResponseSchema, signal });
}

/** Where to pay by hand: set on the server, changed only with a restart, so read once per session. */
export function usePayeeAccounts() {
  return useQuery({
    queryKey: subscriptionKeys.payee,
    queryFn: ({ signal }) => getPayeeAccounts(signal),
    staleTime: Infinity,
  });
}
