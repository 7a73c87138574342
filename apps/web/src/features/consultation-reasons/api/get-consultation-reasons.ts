import { useQuery } from '@tanstack/react-query';
import { consultationReasonListResponseSchema, consultationReasonPaths } from '@tabib/contracts/consultation-reasons';
import { apiRequest } from '../../../lib/api-client';
import { reasonKeys } from './reason-keys';

export async function getConsultationReasons(signal?: AbortSignal) {
  return (await apiRequest(consultationReasonPaths.list, { schema: consultationReasonListResponseSchema, signal }))
    .consultationReasons;
}

export function useConsultationReasons() {
  return useQuery({ queryKey: reasonKeys.list, queryFn: ({ signal }) => getConsultationReasons(signal) });
}
