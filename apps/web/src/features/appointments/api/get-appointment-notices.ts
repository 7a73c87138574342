import { useQuery } from '@tanstack/react-query';
import { appointmentNoticesPath, appointmentNoticesResponseSchema } from '@tabib/contracts/patient-notices';
import { apiRequest } from '../../../lib/api-client';
import { isPending } from '../model/appointment-list';
import { appointmentKeys } from './appointment-keys';

export const appointmentNoticesKey = (id: string) => [...appointmentKeys.all, 'notices', id] as const;

export async function getAppointmentNotices(id: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  const response = await apiRequest(appointmentNoticesPath(id), {
    schema: appointmentNoticesResponseSchema,
    query: clinicDoctorId ? { clinic_doctor: clinicDoctorId } : undefined,
    signal,
  });
  return response.notices;
}

/**
 * The SMS trace of one appointment, newest first: fetched when its details open, never with the
 * calendar's weeks (docs/decisions.md, "SMS trace in the appointment details"). Not kept offline.
 */
export function useAppointmentNotices(id: string, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: appointmentNoticesKey(id),
    queryFn: ({ signal }) => getAppointmentNotices(id, clinicDoctorId, signal),
    // A booking still queued on this device has no notice on the server yet.
    enabled: !isPending({ _id: id }),
    // The details form mounts again once the appointment's own fetch lands: one fetch per opening.
    staleTime: 10_000,
  });
}
