import { useQuery } from '@tanstack/react-query';
import { appointmentPaths, offworksResponseSchema } from '@tabib/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './appointment-keys';

export function getOffworks(clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(appointmentPaths.offworks, {
    schema: offworksResponseSchema,
    query: clinicDoctorId ? { clinicDoctor: clinicDoctorId } : undefined,
    signal,
  });
}

/** Days off, vacancies and the weekly schedule of the acting doctor. */
export function useOffworks(clinicDoctorId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.offworks(clinicDoctorId),
    queryFn: ({ signal }) => getOffworks(clinicDoctorId, signal),
    enabled,
    staleTime: 5 * 60 * 1000,
    // The schedule page saves while the calendar is closed, and nobody listens then: read it again on return.
    refetchOnMount: 'always',
  });
}
