import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appointmentPaths, appointmentsResponseSchema, calendarStatuses, type Appointment } from '@tabib/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys, type AppointmentListParams } from './appointment-keys';

/** The query of GET retrieve-appointments-on-mode (lists are sent as JSON, as the spec says). */
export function appointmentsQueryOf(params: AppointmentListParams): Record<string, string> {
  const query: Record<string, string> = {
    mode: params.view,
    fromTime: params.from,
    toTime: params.to,
    status: JSON.stringify(calendarStatuses),
  };
  if (params.reasons !== null) query.consultationReasons = JSON.stringify(params.reasons);
  if (params.doctorId !== null) query.cqDoctor = params.doctorId;
  return query;
}

export async function getAppointments(params: AppointmentListParams, signal?: AbortSignal): Promise<Appointment[]> {
  const response = await apiRequest(appointmentPaths.list, {
    schema: appointmentsResponseSchema,
    query: appointmentsQueryOf(params),
    signal,
  });
  return response.appointments;
}

export function useAppointments(params: AppointmentListParams, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.list(params),
    queryFn: ({ signal }) => getAppointments(params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
