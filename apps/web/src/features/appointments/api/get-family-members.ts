import { useQuery } from '@tanstack/react-query';
import { familyMembersResponseSchema, patientRecordPaths } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './appointment-keys';

export async function getFamilyMembers(patientId: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  const response = await apiRequest(patientRecordPaths.familyMembers.replace(':patientId', encodeURIComponent(patientId)), {
    schema: familyMembersResponseSchema,
    query: clinicDoctorId ? { cqDoctor: clinicDoctorId } : undefined,
    signal,
  });
  return response.familyMembers;
}

/**
 * The picked patient's family members, offered by the booking form. Never answered from an
 * earlier read: a member booked for a moment ago is offered at once.
 */
export function useFamilyMembers(patientId: string | null, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: appointmentKeys.familyMembers(patientId ?? '', clinicDoctorId),
    queryFn: ({ signal }) => getFamilyMembers(patientId ?? '', clinicDoctorId, signal),
    enabled: patientId !== null,
    gcTime: 0,
  });
}
