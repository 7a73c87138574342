import { useQuery } from '@tanstack/react-query';
import { missedVisitsSettingResponseSchema, preferencesPaths } from '@tabib/contracts/preferences';
import { apiRequest } from './api-client';

/**
 * The practice's "warn from N missed visits" (issue 22), read by the booking form
 * (features/appointments, for the doctor booked for) and set in Preferences (features/profile, its
 * own practice: null doctor): one cache, so a threshold saved there is at once the one the form warns with.
 */
export const missedVisitsSettingKey = (clinicDoctorId: string | null) =>
  ['preferences', 'missed-visits', clinicDoctorId] as const;

export async function getMissedVisitsSetting(clinicDoctorId: string | null, signal?: AbortSignal) {
  const response = await apiRequest(preferencesPaths.missedVisits, {
    schema: missedVisitsSettingResponseSchema,
    query: clinicDoctorId ? { cqDoctor: clinicDoctorId } : undefined,
    signal,
  });
  return response.missedVisits;
}

/** From how many missed visits the booking form warns, for the doctor booked for (null: one's own practice). */
export function useMissedVisitsSetting(clinicDoctorId: string | null) {
  return useQuery({
    queryKey: missedVisitsSettingKey(clinicDoctorId),
    queryFn: ({ signal }) => getMissedVisitsSetting(clinicDoctorId, signal),
  });
}
