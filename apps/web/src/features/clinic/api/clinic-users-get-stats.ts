import { useQuery } from '@tanstack/react-query';
import { clinicStatsResponseSchema, clinicUsersPaths } from '@tabib/contracts/clinic-users';
import { apiRequest } from '../../../lib/api-client';
import { clinicUsersKeys } from './clinic-users-keys';

export async function getClinicUsersStats(signal?: AbortSignal) {
  return (await apiRequest(clinicUsersPaths.stats, { schema: clinicStatsResponseSchema, signal })).stats;
}

/** How many doctors (online among them) and users the clinic has, and its plan's quotas. */
export function useClinicUsersStats() {
  return useQuery({ queryKey: clinicUsersKeys.stats(), queryFn: ({ signal }) => getClinicUsersStats(signal) });
}
