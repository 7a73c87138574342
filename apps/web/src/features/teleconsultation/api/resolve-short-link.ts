import { useQuery } from '@tanstack/react-query';
import { shortLinkPath, shortLinkResponseSchema } from '@tabib/contracts/teleconsultation';
import { apiRequest } from '../../../lib/api-client';

export function resolveShortLink(id: string) {
  return apiRequest(shortLinkPath, { query: { id }, schema: shortLinkResponseSchema });
}

export function useShortLink(id: string) {
  return useQuery({ queryKey: ['teleconsultation', 'short-link', id], queryFn: () => resolveShortLink(id), retry: false });
}
