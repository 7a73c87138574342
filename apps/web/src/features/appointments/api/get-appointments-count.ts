import { useQuery } from '@tanstack/react-query';
import { appointmentPaths, appointmentsCountResponseSchema, calendarConstants } from '@tabib/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './appointment-keys';

export async function getAppointmentsCount(clinicDoctorId: string | null, signal?: AbortSignal) {
  const response = await apiRequest(appointmentPaths.count, {
    schema: appointmentsCountResponseSchema,
    query: clinicDoctorId ? { cqDoctor: clinicDoctorId } : undefined,
    signal,
  });
  return response.totalAppointements;
}

/** Today's appointments, split doctor-added / patient-made; polled every 60 s. */
export function useAppointmentsCount(clinicDoctorId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.count(clinicDoctorId),
    queryFn: ({ signal }) => getAppointmentsCount(clinicDoctorId, signal),
    enabled,
    refetchInterval: calendarConstants.countRefreshMs,
  });
}
