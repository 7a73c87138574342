import { useQuery } from '@tanstack/react-query';
import { appointmentPaths, appointmentResponseSchema } from '@tabib/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { isPending } from '../model/appointment-list';
import { appointmentKeys } from './appointment-keys';

export function getAppointment(id: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(appointmentPaths.one(id), {
    schema: appointmentResponseSchema,
    query: clinicDoctorId ? { clinic_doctor: clinicDoctorId } : undefined,
    signal,
  });
}

/** One appointment with its patient and allowed_call, for the details modal. */
export function useAppointment(id: string | null, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: appointmentKeys.one(id ?? ''),
    queryFn: ({ signal }) => getAppointment(id ?? '', clinicDoctorId, signal),
    // A booking still queued (its local id) is not on the server yet: the calendar's copy is all there is.
    enabled: id !== null && !isPending({ _id: id }),
  });
}
