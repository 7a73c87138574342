import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  clinicDashboardPaths,
  clinicDashboardQuerySchema,
  clinicDashboardResponseSchema,
  type DashboardPeriod,
} from '@tabib/contracts/clinic-dashboard';
import { apiRequest } from '../../../lib/api-client';

export async function getClinicDashboard(period: DashboardPeriod, signal?: AbortSignal) {
  const query = clinicDashboardQuerySchema.parse({ period });
  return (await apiRequest(clinicDashboardPaths.dashboard, { schema: clinicDashboardResponseSchema, query, signal })).dashboard;
}

/** The clinic's figures over a period; the last period's stay on screen while the next one loads. */
export function useClinicDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: ['clinic', 'dashboard', period] as const,
    queryFn: ({ signal }) => getClinicDashboard(period, signal),
    placeholderData: keepPreviousData,
  });
}
