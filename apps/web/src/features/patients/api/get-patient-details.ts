import { useQuery } from '@tanstack/react-query';
import { patientDetailsResponseSchema } from '@tabib/contracts/medical-profile';
import { patientRecordPaths } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export function getPatientDetails(patientId: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(withPatientId(patientRecordPaths.one, patientId), {
    schema: patientDetailsResponseSchema,
    query: scopeQuery(clinicDoctorId),
    signal,
  });
}

/** patientInfo and (for those who may read records) the medical profile. */
export function usePatientDetails(patientId: string | null, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: patientKeys.details(patientId ?? ''),
    queryFn: ({ signal }) => getPatientDetails(patientId ?? '', clinicDoctorId, signal),
    enabled: patientId !== null,
    retry: false,
  });
}
